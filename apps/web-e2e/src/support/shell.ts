import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_MERCHANT, E2E_OPERATOR_TOKEN } from './e2e-env';

/** The session flag the shell sets when the announcement popup is closed (spec §4). */
export const PUBLIC_MODAL_CLOSED_KEY = 'publicModalClosed';

/** Journeys that are not about the announcement popup start with it marked closed for the session. */
export async function skipAnnouncementPopup(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), PUBLIC_MODAL_CLOSED_KEY);
}

interface Envelope<T> {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
}

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok() || !body.success || body.value === undefined) {
    throw new Error(`gateway answered ${response.status()}: ${JSON.stringify(body)}`);
  }
  return body.value;
}

export interface MenuVendor {
  vassalage: string;
  gameType: string;
  displayName: string;
}
export interface MenuCategory {
  gameCategory: string;
  vendors: MenuVendor[];
}

/** The game menus exactly as the web app gets them. */
export async function gameMenus(request: APIRequestContext): Promise<MenuCategory[]> {
  return value(await request.get('/api/games/menus?device=WEB'));
}

export interface AnnouncementItem {
  id: number;
  title: string;
  promotionType: string | null;
}

/** The guests' popup announcements (execution B) in a language. */
export async function guestAnnouncements(request: APIRequestContext, types = 'B,PL,PU,PR', language = 'EN'): Promise<AnnouncementItem[]> {
  return value(await request.get(`/api/content/announcements?types=${encodeURIComponent(types)}&platform=W&language=${language}`));
}

/** Writes an announcement through the operator route, as an operator would with curl. */
export async function putAnnouncement(
  request: APIRequestContext,
  body: { title: string; content: string; type?: string; execution?: string; language?: string; promotionType?: string | null },
): Promise<AnnouncementItem> {
  return value(
    await request.put('/api/operator/announcements', {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
      data: {
        merchantCode: DEFAULT_MERCHANT,
        type: body.type ?? 'PU',
        execution: body.execution ?? 'B',
        language: body.language ?? 'EN',
        title: body.title,
        content: body.content,
        promotionType: body.promotionType ?? null,
        // Newest first in the list, so it is on the popup's first page.
        startDate: new Date(Date.now() - 1000).toISOString(),
      },
    }),
  );
}

/** The header menu the spec's rules give for these menus: hot, categories with vendors, promotions. */
export function expectedHeaderMenu(categories: readonly MenuCategory[], order: readonly string[]): string[] {
  const byKey: Record<string, string[]> = {
    inHouse: ['INHOUSE'],
    lottery: ['LOTT', 'ELOTT'],
    live: ['LIVE'],
    sports: ['SPORTS'],
    fish: ['FISH'],
    rng: ['RNG'],
    pvp: ['PVP'],
    esports: ['ESPORTS'],
    cockfight: ['COCKFIGHT'],
  };
  const hasVendors = (key: string) =>
    (byKey[key] ?? []).some((name) => (categories.find((c) => c.gameCategory === name)?.vendors.length ?? 0) > 0);
  const middle = order.filter((key) => !['home', 'hot', 'promotions', 'down'].includes(key) && hasVendors(key));
  return ['hot', ...middle, 'promotions'];
}

/** Spec §2: the lottery route by the first lottery vendor's vassalage. */
export function expectedLotteryPath(categories: readonly MenuCategory[]): string {
  const first = ['LOTT', 'ELOTT'].flatMap((name) => categories.find((c) => c.gameCategory === name)?.vendors ?? [])[0];
  if (!first) return '/seaLottery';
  if (first.vassalage === 'TCG_LOTTO_VN') return '/vnLottery';
  if (first.vassalage === 'TCG_SEA') return '/seaLottery';
  return '/lottery';
}

export const SPEC_NAV_ORDER = [
  'home', 'hot', 'inHouse', 'lottery', 'live', 'sports', 'fish', 'rng', 'pvp', 'esports', 'promotions', 'down', 'cockfight',
] as const;
