import {
  WINNER_BOARD_LIMIT,
  bannerCopyFor,
  type Announcement,
  type Banner,
  type Promotion,
  type Winner,
  type announcementsCall,
  type operatorAnnouncementCall,
  type operatorBannerCall,
  type operatorPromotionCall,
} from '@platform/shared/api-contract';
import type { AnnouncementRow, BannerRow, Member, Merchant, PromotionRow } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import type { ContentRepository } from './repository';
import { sanitiseHtml } from './sanitise';

/** Every language without content of its own falls back to this one. */
export const FALLBACK_LANGUAGE = 'EN';

/**
 * The languages tried, in order: the one asked for, its base language (PT for PT-BR), then EN.
 * The first that has content answers.
 */
export function languageCandidates(language: string): string[] {
  return [...new Set([language, language.split('-')[0]!, FALLBACK_LANGUAGE])];
}

export async function firstWithContent<T>(language: string, load: (language: string) => Promise<T[]>): Promise<T[]> {
  for (const candidate of languageCandidates(language)) {
    const rows = await load(candidate);
    if (rows.length > 0) return rows;
  }
  return [];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §9 "year-month-day hour:minute:second", in UTC: `2030-01-01 08:00:00`. */
export function formatDateTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** Spec §4: guests get execution B; members A, plus F while their first login is pending. */
export function executionsFor(member: Member | null): AnnouncementRow['execution'][] {
  if (!member) return ['B'];
  return member.firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** Winner names are stored masked: "jonathan" becomes "jo***an", short names keep less. */
export function maskCustomerName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** limitNum: at most WINNER_BOARD_LIMIT (20), which is also the default. */
export function winnerLimit(limitNum: string | undefined): number {
  if (limitNum === undefined) return WINNER_BOARD_LIMIT;
  return Math.min(Number(limitNum), WINNER_BOARD_LIMIT);
}

/**
 * `title` is the banner's words in `language` (its alternative text), falling back like all content;
 * `copy` carries every language, so a list read once (the page's boot banners) serves a language
 * switch too. A row without copy is an image that stands alone, titled as stored.
 */
export const toBanner = (row: BannerRow, language: string = FALLBACK_LANGUAGE): Banner => ({
  id: row.id,
  url: row.url,
  groupName: row.groupName,
  linkageType: row.linkageType,
  linkageTarget: row.linkageTarget,
  title: bannerCopyFor(row.copy, language)?.title ?? row.title,
  copy: row.copy ?? null,
});

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  type: row.type,
  title: row.title,
  content: row.content,
  startDateStr: formatDateTime(row.startDate),
  promotionType: row.promotionType,
  execution: row.execution,
});

export const toPromotion = (row: PromotionRow): Promotion => ({
  id: row.id,
  title: row.title,
  content: row.content,
  promotionType: row.promotionType,
  announcementImages: row.images.map((url) => ({ url })),
  startDateStr: formatDateTime(row.startDate),
});

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', `${field}: ${message}`, { fields: { [field]: { key: 'validation.invalid' } } });
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const isAppPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/** Raster and SVG images only; an SVG shown through <img> cannot run script. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i;

/** An image the web client may put in <img src>: http(s), a path on the site, or a data:image URI. */
export function assertImageUrl(field: string, value: string): void {
  if (!(isHttpUrl(value) || isAppPath(value) || DATA_IMAGE.test(value))) {
    throw invalid(field, 'an http(s) URL, a path starting with / or a data:image URI');
  }
}

/**
 * The contract lets any string through as a banner target; the click opens it, so it is checked
 * here as the web client reads it: url an absolute http(s) address, route an in-app path,
 * promotion a promotion id. No linkage type, no target.
 */
export function assertLinkage(type: BannerRow['linkageType'], target: string | null): void {
  if (type === null) {
    if (target !== null && target !== '') throw invalid('linkageTarget', 'must be empty when linkageType is null');
    return;
  }
  if (target === null) throw invalid('linkageTarget', `required for linkageType ${type}`);
  const ok = type === 'url' ? isHttpUrl(target) : type === 'route' ? isAppPath(target) : /^[1-9][0-9]{0,9}$/.test(target);
  if (!ok) throw invalid('linkageTarget', `not a valid ${type} target`);
}

function parseDate(field: string, value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw invalid(field, 'not a valid date-time');
  return date;
}

export interface ContentDeps {
  repository: ContentRepository;
  findMerchant(code: string): Promise<Merchant | undefined>;
  now(): Date;
}

export function createContentService(deps: ContentDeps) {
  const { repository } = deps;

  async function operatorMerchant(code: string): Promise<Merchant> {
    const merchant = await deps.findMerchant(code);
    if (!merchant) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
    return merchant;
  }

  const notFound = (what: string, id: number) => new HttpError(404, 'NOT_FOUND', `The merchant has no ${what} ${id}`);

  return {
    async banners(merchant: Merchant, groupName: BannerRow['groupName'], language: string | undefined): Promise<Banner[]> {
      const rows = await repository.bannersOf(merchant.code, groupName);
      return rows.map((row) => toBanner(row, language ?? merchant.defaultLanguage));
    },

    /**
     * Spec §4 "Announcement popups": the member (or guest) decides the executions, the types
     * come from the comma list, only items inside their date window, newest first. The language
     * is the one asked for, else the member's, else the brand's default; without content, EN.
     */
    async announcements(
      merchant: Merchant,
      member: Member | null,
      input: Input<typeof announcementsCall>,
    ): Promise<Announcement[]> {
      // A token of another merchant's member is no login here.
      const viewer = member && member.merchantCode === merchant.code ? member : null;
      const types = [...new Set(input.types.split(','))] as AnnouncementRow['type'][];
      const language = input.language ?? viewer?.language ?? merchant.defaultLanguage;
      const now = deps.now();
      const rows = await firstWithContent(language, (candidate) =>
        repository.announcementsOf({
          merchantCode: merchant.code,
          language: candidate,
          types,
          executions: executionsFor(viewer),
          now,
        }),
      );
      return rows.map(toAnnouncement);
    },

    async promotions(merchant: Merchant, language: string | undefined): Promise<Promotion[]> {
      const now = deps.now();
      const rows = await firstWithContent(language ?? merchant.defaultLanguage, (candidate) =>
        repository.promotionsOf(merchant.code, candidate, now),
      );
      return rows.map(toPromotion);
    },

    /** gameCategory ALL: every category, biggest win first, at most 20. */
    async winners(merchant: Merchant, limitNum: string | undefined): Promise<Winner[]> {
      const limit = winnerLimit(limitNum);
      if (limit <= 0) return [];
      return (await repository.winnersOf(merchant.code, limit)).map((row) => ({
        vo: { customerName: row.customerName, gameName: row.gameName, iconUrl: row.iconUrl, winAmount: row.winAmount },
      }));
    },

    async help(merchant: Merchant, language: string | undefined): Promise<{ id: number; title: string; content: string }[]> {
      const rows = await firstWithContent(language ?? merchant.defaultLanguage, (candidate) =>
        repository.helpOf(merchant.code, candidate),
      );
      return rows.map(({ id, title, content }) => ({ id, title, content }));
    },

    async saveBanner(input: Input<typeof operatorBannerCall>): Promise<Banner> {
      const merchant = await operatorMerchant(input.merchantCode);
      assertImageUrl('url', input.url);
      assertLinkage(input.linkageType, input.linkageTarget);
      const row = await repository.saveBanner(input.id, {
        merchantCode: merchant.code,
        groupName: input.groupName,
        url: input.url,
        title: input.title,
        copy: input.copy ?? null,
        linkageType: input.linkageType,
        linkageTarget: input.linkageType === null ? null : input.linkageTarget,
        sortOrder: input.sortOrder ?? 0,
        updatedAt: deps.now(),
      });
      if (!row) throw notFound('banner', input.id!);
      return toBanner(row, merchant.defaultLanguage);
    },

    /** Answers the merchant's code with the row, for the live push (the input's code may differ in case). */
    async saveAnnouncement(input: Input<typeof operatorAnnouncementCall>): Promise<{ merchantCode: string; announcement: Announcement }> {
      const merchant = await operatorMerchant(input.merchantCode);
      const startDate = parseDate('startDate', input.startDate);
      const endDate = input.endDate ? parseDate('endDate', input.endDate) : null;
      if (endDate && endDate <= startDate) throw invalid('endDate', 'must be after startDate');
      const row = await repository.saveAnnouncement(input.id, {
        merchantCode: merchant.code,
        type: input.type,
        execution: input.execution,
        language: input.language,
        title: input.title,
        content: sanitiseHtml(input.content),
        promotionType: input.promotionType || null,
        audience: input.audience ?? 'all',
        startDate,
        endDate,
        updatedAt: deps.now(),
      });
      if (!row) throw notFound('announcement', input.id!);
      return { merchantCode: merchant.code, announcement: toAnnouncement(row) };
    },

    async savePromotion(input: Input<typeof operatorPromotionCall>): Promise<Promotion> {
      const merchant = await operatorMerchant(input.merchantCode);
      input.images.forEach((url, index) => assertImageUrl(`images.${index}`, url));
      const row = await repository.savePromotion(input.id, {
        merchantCode: merchant.code,
        language: input.language,
        title: input.title,
        content: sanitiseHtml(input.content),
        promotionType: input.promotionType || null,
        images: input.images,
        startDate: parseDate('startDate', input.startDate),
        updatedAt: deps.now(),
      });
      if (!row) throw notFound('promotion', input.id!);
      return toPromotion(row);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
