import type { Game, GameClassification } from '@platform/shared/api-contract';
import type { VendorRow } from '../../db/schema';
import type { ProvidersConfig } from '../../config';
import { DEMO_VENDORS, IN_HOUSE_VENDOR_ROW } from './catalogue';

/**
 * The game catalogue, generated in code from a fixed seed: the same 5,000+ games on every
 * instance and every boot, so node ids stay stable for favourites and recent games (stored in
 * the database by node id) without a catalogue table. Vendor feeds are out of reach here; a real
 * feed would replace `generateCatalogue` and keep the node ids it assigns.
 */

/** How many games each demo vendor has. Slots dominate, as on real sites; lanes of one lobby game get 1. */
export const GAMES_PER_VENDOR: Readonly<Record<string, number>> = {
  SPINX: 2000,
  LUCKYREEL: 1600,
  OCEANKING: 320,
  CARDPRO: 480,
  LIVEONE: 360,
  GRANDLIVE: 240,
  QUICKLOTTO: 12,
  TCG_LOTTO_VN: 8,
  TCG_SEA: 8,
};

/** The in-house games really played with the wallet (in-house.ts decides their rounds). */
export const IN_HOUSE_CATALOGUE: readonly { gameCode: string; name: string }[] = [
  { gameCode: 'PGE_SLOT3', name: 'Triple Reels' },
  { gameCode: 'PGE_DICE', name: 'Lucky Dice' },
];

/** Node ids: vendor tiles below 1,000; vendor n's games from 100,000 + n × 10,000. */
const VENDOR_TILE_BASE = 100;
const GAME_BASE = 100_000;
const GAME_BLOCK = 10_000;

const ADJECTIVES = ['Golden', 'Lucky', 'Mystic', 'Wild', 'Royal', 'Fortune', 'Dragon', 'Super', 'Mega', 'Jade', 'Crystal', 'Blazing', 'Frozen', 'Ancient', 'Cosmic', 'Neon', 'Sunny', 'Thunder', 'Silver', 'Ruby'];
const NOUNS = ['Dragon', 'Tiger', 'Panda', 'Pharaoh', 'Treasure', 'Fruits', 'Gems', 'Phoenix', 'Koi', 'Lotus', 'Temple', 'Pirates', 'Vikings', 'Safari', 'Reels', 'Jackpot', 'Bingo', 'Ocean', 'Stars', 'Empire'];
const KIND_WORDS: Readonly<Record<string, string>> = { FISH: 'Fishing', PVP: 'Poker', LIVE: 'Table', LOTT: 'Lotto', ELOTT: 'Draw', SPORTS: 'Lobby' };

/** Classifications of slot games; most slots carry none. BG is withheld by brands without TY (listing.ts). */
const SLOT_CLASSES: readonly (GameClassification | null)[] = [null, null, null, null, null, null, 'SC', 'VP', 'JP', 'TG', 'AC', 'BG'];

/** mulberry32: a tiny seeded generator. Not for anything secret: it only names demo games. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

export function gameIconUrl(vassalage: string, gameCode: string): string {
  return `/images/games/${vassalage.toLowerCase()}/${gameCode.toLowerCase()}.png`;
}

function vendorTile(vendor: VendorRow, index: number): Game {
  return {
    nodeId: VENDOR_TILE_BASE + index,
    nodeName: vendor.displayName,
    gameName: vendor.displayName,
    vassalage: vendor.vassalage,
    gameType: vendor.gameType,
    gameCode: vendor.vassalage,
    displayName: vendor.displayName,
    showIcon: true,
    iconUrl: `/images/vendors/${vendor.vassalage.toLowerCase()}/${vendor.gameType.toLowerCase()}.png`,
    isGame: 'VASSALAGE',
    isTop: false,
    gameClassify: null,
  };
}

function vendorGames(vendor: VendorRow, index: number): Game[] {
  const random = seeded(index * 7919 + 17);
  const base = GAME_BASE + index * GAME_BLOCK;
  const game = (n: number, gameCode: string, name: string, classify: GameClassification | null, isTop: boolean): Game => ({
    nodeId: base + n,
    nodeName: vendor.displayName,
    gameName: name,
    vassalage: vendor.vassalage,
    gameType: vendor.gameType,
    gameCode,
    displayName: name,
    showIcon: true,
    iconUrl: gameIconUrl(vendor.vassalage, gameCode),
    isGame: 'GAME',
    isTop,
    gameClassify: classify,
  });
  if (vendor.vassalage === 'PGE') return IN_HOUSE_CATALOGUE.map((g, n) => game(n + 1, g.gameCode, g.name, null, true));
  const count = GAMES_PER_VENDOR[vendor.vassalage] ?? 1;
  const seen = new Map<string, number>();
  return Array.from({ length: count }, (_, n) => {
    const stem = `${pick(ADJECTIVES, random)} ${pick(NOUNS, random)}`;
    const kind = KIND_WORDS[vendor.gameType];
    const plain = kind ? `${stem} ${kind}` : stem;
    const repeat = (seen.get(plain) ?? 0) + 1;
    seen.set(plain, repeat);
    const name = repeat === 1 ? plain : `${plain} ${repeat}`;
    const classify = vendor.gameType === 'RNG' ? pick(SLOT_CLASSES, random) : vendor.gameType === 'PVP' ? 'TG' : null;
    const code = `${vendor.vassalage}_${String(n + 1).padStart(4, '0')}`;
    return game(n + 1, code, name, classify, random() < 0.03);
  });
}

export interface GameCatalogue {
  /** Every game, in vendor order, then by node id. */
  games: readonly Game[];
  /** One VASSALAGE tile per vendor. */
  vendorTiles: readonly Game[];
  byNodeId: ReadonlyMap<number, Game>;
  find(vassalage: string, gameCode: string): Game | undefined;
}

export function generateCatalogue(vendors: readonly VendorRow[] = DEMO_VENDORS): GameCatalogue {
  const games = vendors.flatMap((vendor, index) => vendorGames(vendor, index));
  const vendorTiles = vendors.map((vendor, index) => vendorTile(vendor, index));
  const byNodeId = new Map([...games, ...vendorTiles].map((g) => [g.nodeId, g]));
  const byCode = new Map(games.map((g) => [`${g.vassalage.toUpperCase()}:${g.gameCode.toUpperCase()}`, g]));
  return {
    games,
    vendorTiles,
    byNodeId,
    find: (vassalage, gameCode) => byCode.get(`${vassalage.toUpperCase()}:${gameCode.toUpperCase()}`),
  };
}

let demo: GameCatalogue | undefined;
/** The demo catalogue, built on first use (about 5,000 objects, a few milliseconds). */
export function demoCatalogue(): GameCatalogue {
  demo ??= generateCatalogue();
  return demo;
}

let inHouse: GameCatalogue | undefined;
/**
 * GAME_CATALOGUE: `demo` (the generated games, development only) or `in-house` (the two in-house games).
 * The in-house vendor is first in both, so its games keep the same node ids whichever is served.
 */
export function catalogueFor(kind: ProvidersConfig['gameCatalogue']): GameCatalogue {
  if (kind === 'demo') return demoCatalogue();
  inHouse ??= generateCatalogue([IN_HOUSE_VENDOR_ROW]);
  return inHouse;
}
