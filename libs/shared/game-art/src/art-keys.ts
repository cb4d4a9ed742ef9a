/**
 * Which generated art file stands for a game, a vendor or a category. The same functions run at
 * build time (tools/brand-tools draws exactly these files) and in the browser (the tile asks for
 * them), so the two cannot disagree. Nothing here holds icon data: the browser gets a path.
 */

/** Art families; a game's gameType picks one. */
export const ART_THEMES = ['slots', 'fishing', 'cards', 'live', 'sports', 'esports', 'cockfight', 'lottery'] as const;
export type ArtTheme = (typeof ART_THEMES)[number];

/** Symbols drawn per theme and background variants per symbol: 16 × 3 files per theme. */
export const SYMBOLS_PER_THEME = 16;
export const BACKDROPS = 3;
/** Vendor emblems drawn; a vendor's wordmark pairs one with its name. */
export const VENDOR_EMBLEMS = 16;

const THEME_OF_TYPE: Readonly<Record<string, ArtTheme>> = {
  RNG: 'slots',
  FISH: 'fishing',
  PVP: 'cards',
  LIVE: 'live',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

/** A game type this list does not know (a new vendor feed) still gets art: the slots family. */
export function themeOfType(gameType: string): ArtTheme {
  return THEME_OF_TYPE[gameType.toUpperCase()] ?? 'slots';
}

/**
 * FNV-1a, 32 bits. Hand-written because it is six lines and must give the same number in Node and
 * every browser; it only spreads art over games and is no security primitive.
 */
export function artHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** What identifies a game's art: its vendor and code (stable across catalogue reloads), and its type. */
export interface GameArtInput {
  vassalage: string;
  gameCode: string;
  gameType: string;
}

/** The generated file of one game, relative to the art folder: `games/<theme>/<symbol>-<backdrop>.svg`. */
export function gameArtFile(game: GameArtInput): string {
  const hash = artHash(`${game.vassalage.toUpperCase()}/${game.gameCode.toUpperCase()}`);
  const symbol = hash % SYMBOLS_PER_THEME;
  const backdrop = Math.floor(hash / SYMBOLS_PER_THEME) % BACKDROPS;
  return `games/${themeOfType(game.gameType)}/${symbol}-${backdrop}.svg`;
}

/** The emblem of a vendor's wordmark, relative to the art folder. */
export function vendorEmblemFile(vassalage: string): string {
  return `vendors/${artHash(vassalage.toUpperCase()) % VENDOR_EMBLEMS}.svg`;
}

/** A category's icon (a nav key such as `hot` or `live`), relative to the art folder. */
export function categoryIconFile(navKey: string): string {
  return `categories/${navKey}.svg`;
}

/** Override keys: what a brand's own file in brands/<id>/assets/ is matched on. */
export const overrideKey = {
  game: (game: Pick<GameArtInput, 'vassalage' | 'gameCode'>) => `${game.vassalage}/${game.gameCode}`.toLowerCase(),
  vendor: (vassalage: string) => vassalage.toLowerCase(),
  category: (navKey: string) => navKey.toLowerCase(),
};
