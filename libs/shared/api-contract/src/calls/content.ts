import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { INT4_MAX, int4Id } from '../integers';
import { bannerCopySchema } from './banner-copy';

const language = z.string().check(z.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'a language code such as EN or PT-BR'));
const id = int4Id();

/** Banner groups of spec §3: the home carousel and the login, register and forgot-password popups. */
export const BANNER_GROUPS = ['w_login', 'w_register', 'w_forget', 'w_home'] as const;

/** What a banner click opens (spec §2 "Banner carousel": a click opens the target when linkageType is set). */
export const LINKAGE_TYPES = ['url', 'route', 'promotion'] as const;

export const bannerSchema = z.lazy(() =>
  z.object({
    id,
    /** The picture: art without text when `copy` is set, else an image that may carry its own words. */
    url: z.string(),
    groupName: z.enum(BANNER_GROUPS),
    linkageType: z.nullable(z.enum(LINKAGE_TYPES)),
    /** An absolute URL, an app route such as /promotions, or a promotion id, by linkageType. */
    linkageTarget: z.nullable(z.string()),
    /** In the language asked for (from `copy`, else the stored title): the alternative text. */
    title: z.string(),
    /** The words drawn over the art, in every language the banner has (bannerCopyFor picks one). */
    copy: z.optional(z.nullable(bannerCopySchema)),
  }),
);
export type Banner = z.infer<typeof bannerSchema>;

export const bannersCall = defineCall({
  id: 'banners',
  method: 'GET',
  path: '/api/content/banners',
  token: false,
  encrypted: false,
  request: () => z.object({ groupName: z.enum(BANNER_GROUPS), language: z.optional(language) }),
  response: () => z.array(bannerSchema),
});

/**
 * Announcement types (spec §7, §9): B banner, PL player, PU popup, PR
 * promotion, H home notices (the marquee and the notice list).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** Execution (spec §3, §4): A members, B guests, F members on their first login. */
export const EXECUTIONS = ['A', 'B', 'F'] as const;
/** Who sees an announcement: everyone, or the agent centre's announcement page only. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'agents'] as const;

export const announcementSchema = z.lazy(() =>
  z.object({
    id,
    type: z.enum(ANNOUNCEMENT_TYPES),
    title: z.string(),
    /** HTML, sanitised with DOMPurify when written and again when shown. */
    content: z.string(),
    startDateStr: z.string(),
    promotionType: z.nullable(z.string()),
    execution: z.enum(EXECUTIONS),
  }),
);
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * Announcements (spec §7: T; types B, PL, PU, PR, H; platform W). The token is
 * optional here: guests are answered execution B only; members A, plus F on
 * their first login (spec §4 "Announcement popups").
 */
export const announcementsCall = defineCall({
  id: 'announcements',
  method: 'GET',
  path: '/api/content/announcements',
  token: false,
  encrypted: false,
  request: () => z.object({
    /** Comma-separated, e.g. "B,PL,PU,PR" or "H". */
    types: z.string().check(z.regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/, 'announcement types')),
    platform: z.literal('W'),
    language: z.optional(language),
  }),
  response: () => z.array(announcementSchema),
});

export const promotionSchema = z.lazy(() =>
  z.object({
    id,
    title: z.string(),
    /** Sanitised HTML. */
    content: z.string(),
    promotionType: z.nullable(z.string()),
    announcementImages: z.array(z.object({ url: z.string() })),
    startDateStr: z.string(),
  }),
);
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsCall = defineCall({
  id: 'promotions',
  method: 'GET',
  path: '/api/content/promotions',
  token: false,
  encrypted: false,
  request: () => z.object({ language: z.optional(language) }),
  response: () => z.array(promotionSchema),
});

/** Winner board (spec §7 "Home": gameCategory ALL, language, limitNum 20), sorted by winAmount descending. */
export const WINNER_BOARD_LIMIT = 20;

export const winnerSchema = z.lazy(() =>
  z.object({
    vo: z.object({
      customerName: z.string(),
      gameName: z.string(),
      iconUrl: z.string(),
      winAmount: z.number(),
    }),
  }),
);
export type Winner = z.infer<typeof winnerSchema>;

export const winnersCall = defineCall({
  id: 'winners',
  method: 'GET',
  path: '/api/content/winners',
  token: false,
  encrypted: false,
  request: () => z.object({
    gameCategory: z.literal('ALL'),
    language: z.optional(language),
    limitNum: z.optional(z.string().check(z.regex(/^[0-9]{1,3}$/))),
  }),
  response: () => z.array(winnerSchema),
});

/** Help centre (spec §7: lang, device WEB). */
export const helpCentreCall = defineCall({
  id: 'helpCentre',
  method: 'GET',
  path: '/api/content/help',
  token: false,
  encrypted: false,
  request: () => z.object({ lang: z.optional(language), device: z.literal('WEB') }),
  response: () => z.array(z.object({ id, title: z.string(), content: z.string() })),
});

/** Language update (spec §4: the choice is stored locally and the server is updated). */
export const languageUpdateCall = defineCall({
  id: 'languageUpdate',
  method: 'POST',
  path: '/api/member/language',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ language }),
  response: () => z.object({ language: z.string() }),
});

/** Operator content management (Bearer OPERATOR_TOKEN): create or replace, by id. */
export const operatorAnnouncementCall = defineCall({
  id: 'operatorAnnouncement',
  method: 'PUT',
  path: '/api/operator/announcements',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode: z.string().check(z.minLength(1), z.maxLength(32)),
    id: z.optional(id),
    type: z.enum(ANNOUNCEMENT_TYPES),
    execution: z.enum(EXECUTIONS),
    language: language,
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    /** Raw HTML from the operator; the gateway sanitises it before storing. */
    content: z.string().check(z.maxLength(100_000)),
    promotionType: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
    /** `agents`: shown on the agent centre's announcement page only (default `all`). */
    audience: z.optional(z.enum(ANNOUNCEMENT_AUDIENCES)),
    startDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T/, 'an ISO date-time')),
    endDate: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T/, 'an ISO date-time')))),
  }),
  response: () => announcementSchema,
});

export const operatorBannerCall = defineCall({
  id: 'operatorBanner',
  method: 'PUT',
  path: '/api/operator/banners',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode: z.string().check(z.minLength(1), z.maxLength(32)),
    id: z.optional(id),
    groupName: z.enum(BANNER_GROUPS),
    url: z.string().check(z.maxLength(2048)),
    title: z.string().check(z.maxLength(200)),
    /** Words drawn over the art, per language (EN required); without it the image stands alone. */
    copy: z.optional(z.nullable(bannerCopySchema)),
    linkageType: z.nullable(z.enum(LINKAGE_TYPES)),
    linkageTarget: z.nullable(z.string().check(z.maxLength(2048))),
    sortOrder: z.optional(z.int().check(z.minimum(-INT4_MAX - 1), z.maximum(INT4_MAX))),
  }),
  response: () => bannerSchema,
});

export const operatorPromotionCall = defineCall({
  id: 'operatorPromotion',
  method: 'PUT',
  path: '/api/operator/promotions',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode: z.string().check(z.minLength(1), z.maxLength(32)),
    id: z.optional(id),
    language: language,
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    content: z.string().check(z.maxLength(100_000)),
    promotionType: z.nullable(z.string().check(z.maxLength(32))),
    images: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(10)),
    startDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T/, 'an ISO date-time')),
  }),
  response: () => promotionSchema,
});
