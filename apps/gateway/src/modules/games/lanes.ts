import type { Game, GameClassification, Vendor } from '@platform/shared/api-contract';
import type { VendorRow } from '../../db/schema';
import type { GameCatalogue } from './game-catalogue';
import { filterGames, forBrand, offersBingo, type BrandView } from './listing';
import { categoryOf, toVendor, type MenuCategory } from './service';

/** Spec §3 "Game classification types", in the spec's words. */
export const CLASSIFY_NAMES: Readonly<Record<GameClassification, string>> = {
  SC: 'Scratch Card',
  VP: 'Video Poker',
  JP: 'Jackpot',
  TG: 'Table Games',
  AC: 'Arcade Games',
  BG: 'Bingo',
};

/** Hot games answer at most this many tiles. */
export const HOT_LIMIT = 60;
/** Spec §7: the recommended row fetches 50 popular games and keeps those flagged top. */
export const POPULAR_LIMIT = 50;

/** Vass game type: a category's vendors, and each classification with the vendors that have games in it. */
export function vassGameType(rows: readonly VendorRow[], catalogue: GameCatalogue, brand: BrandView, gameType: MenuCategory) {
  const vendors: Vendor[] = rows.filter((row) => categoryOf(row, brand.menu) === gameType).map(toVendor);
  const byClass = new Map<GameClassification, Set<string>>();
  for (const game of filterGames(catalogue.games, { gameType }, brand)) {
    if (game.gameClassify) byClass.set(game.gameClassify, (byClass.get(game.gameClassify) ?? new Set()).add(game.vassalage));
  }
  const keys = (Object.keys(CLASSIFY_NAMES) as GameClassification[]).filter((key) => key !== 'BG' || offersBingo(brand));
  const gameClassify = keys.flatMap((key) => {
    const found = byClass.get(key);
    return found ? [{ key, displayName: CLASSIFY_NAMES[key], vendors: [...found] }] : [];
  });
  return { gameType, vendors, gameClassify };
}

/** Hot games: the vendor tiles (a VASSALAGE tile opens the vendor's list), then the top games. */
export function hotGames(catalogue: GameCatalogue, brand: BrandView, vassalage?: string): Game[] {
  const code = vassalage?.toUpperCase();
  const mine = (g: Game) => !code || g.vassalage.toUpperCase() === code;
  return [...catalogue.vendorTiles.filter(mine), ...catalogue.games.filter((g) => g.isTop && mine(g))]
    .slice(0, HOT_LIMIT)
    .map((g) => forBrand(g, brand));
}

/** A fixed scramble of node ids, so the popular row mixes vendors instead of listing the first one's games. */
const scramble = (nodeId: number) => Math.imul(nodeId, 2654435761) >>> 0;

export function popularGames(catalogue: GameCatalogue, brand: BrandView): Game[] {
  return [...catalogue.games]
    .sort((a, b) => scramble(a.nodeId) - scramble(b.nodeId))
    .slice(0, POPULAR_LIMIT)
    .map((g) => forBrand(g, brand));
}
