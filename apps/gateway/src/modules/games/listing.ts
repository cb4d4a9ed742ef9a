import type { Game, GameClassification, GameType } from '@platform/shared/api-contract';
import type { MerchantMenu } from '../../db/schema';
import { categoryOf, type MenuCategory } from './service';

/** What a brand changes in a game list: its vendor lists (category split) and its languages (BG). */
export interface BrandView {
  menu: MerchantMenu;
  supportedLanguages: readonly string[];
}

export interface GameFilter {
  gameType?: MenuCategory | undefined;
  vassalage?: string | undefined;
  gameClassify?: GameClassification | undefined;
  gameName?: string | undefined;
}

export interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
}

/** Spec §3: BG (bingo) is a classification only for brands that support language TY. */
export function offersBingo(brand: BrandView): boolean {
  return brand.supportedLanguages.some((code) => code.toUpperCase() === 'TY');
}

/** A game as a brand shows it: a BG game of a brand without TY is unclassified. */
export function forBrand(game: Game, brand: BrandView): Game {
  return game.gameClassify === 'BG' && !offersBingo(brand) ? { ...game, gameClassify: null } : game;
}

/** The category a game sits in for a brand: ESPORTS, COCKFIGHT and INHOUSE split out by its lists. */
export function categoryOfGame(game: Game, brand: BrandView): MenuCategory {
  return categoryOf({ vassalage: game.vassalage, gameType: game.gameType as GameType }, brand.menu);
}

/**
 * A game is of a type when its menu category is that type. A list of one vendor (gameListCenter by
 * vassalage and gameType) also takes the catalogue's own type: spec §2 maps /inHouse to RNG, so the
 * in-house page asks for PGE's RNG games although the menus file PGE under INHOUSE.
 */
export function isOfType(game: Game, gameType: MenuCategory, brand: BrandView, vendorGiven: boolean): boolean {
  return categoryOfGame(game, brand) === gameType || (vendorGiven && game.gameType === gameType);
}

export function filterGames(games: readonly Game[], filter: GameFilter, brand: BrandView): Game[] {
  const vassalage = filter.vassalage?.toUpperCase();
  const name = filter.gameName?.trim().toLowerCase();
  const out: Game[] = [];
  for (const raw of games) {
    if (vassalage && raw.vassalage.toUpperCase() !== vassalage) continue;
    if (filter.gameType && !isOfType(raw, filter.gameType, brand, Boolean(vassalage))) continue;
    if (name && !raw.displayName.toLowerCase().includes(name)) continue;
    const game = forBrand(raw, brand);
    if (filter.gameClassify && game.gameClassify !== filter.gameClassify) continue;
    out.push(game);
  }
  return out;
}

/** One page of a list; a page past the end is empty but still reports the totals. */
export function pageOf<T>(rows: readonly T[], pageNo = 1, pageSize = 50): Page<T> {
  const start = (pageNo - 1) * pageSize;
  return {
    content: rows.slice(start, start + pageSize),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(rows.length / pageSize),
    totalElements: rows.length,
  };
}
