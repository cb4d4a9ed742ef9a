import * as z from 'zod/mini';
import { defineCall } from '../define-call';

/** Game types of spec §2 and §9 (vendor navigation), plus the lottery modes. */
export const GAME_TYPES = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Vendor entry (spec §3): vassalage (the vendor code) and game type. */
export const vendorSchema = z.lazy(() =>
  z.object({
    vassalage: z.string(),
    gameType: z.enum(GAME_TYPES),
    displayName: z.string(),
    /** The vendor image, on the fixed path pattern by vassalage and game type. */
    iconUrl: z.string(),
    maintenance: z.boolean(),
  }),
);
export type Vendor = z.infer<typeof vendorSchema>;

/** Category (spec §3): gameCategory and its vendors list. */
export const gameCategorySchema = z.lazy(() =>
  z.object({
    gameCategory: z.enum([...GAME_TYPES, 'INHOUSE'] as const),
    vendors: z.array(vendorSchema),
  }),
);
export type GameCategory = z.infer<typeof gameCategorySchema>;

/**
 * Game menus (spec §7: device WEB). COCKFIGHT and ESPORTS are split out of
 * SPORTS, and INHOUSE out of RNG, by the brand's vendor lists (spec §4).
 */
export const gameMenusCall = defineCall({
  id: 'gameMenus',
  method: 'GET',
  path: '/api/games/menus',
  token: false,
  encrypted: false,
  request: () => z.object({ device: z.literal('WEB') }),
  response: () => z.array(gameCategorySchema),
});

// ---------------------------------------------------------------- the game catalogue

/** Spec §3 "Game classification types". BG (bingo) is offered only by brands that support language TY. */
export const GAME_CLASSIFICATIONS = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];
/** A tile is a game, or a vendor (VASSALAGE) that opens the vendor's game list in a popup (spec §2 "Game tile"). */
export const IS_GAME = ['GAME', 'VASSALAGE'] as const;
/** Spec §9: game lists page at 50 (the RNG list asks for 16). */
export const GAME_PAGE_SIZE = 50;

/** Query strings arrive as text; the web client may pass numbers, the gateway reads integers. */
export const queryInt = (max: number) => z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(max));
/** A fixed number the spec passes (clientType 3, isPlatform 2), as text or as a number. */
export const queryConst = <N extends number>(value: N) => z.pipe(z.coerce.number(), z.literal(value));
const pageNo = z.optional(queryInt(100_000));
const pageSize = z.optional(queryInt(GAME_PAGE_SIZE));
const vassalage = z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'a vendor code'));
const language = z.optional(z.string().check(z.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'a language code such as EN or PT-BR')));
const gameTypeFilter = z.optional(z.enum([...GAME_TYPES, 'INHOUSE'] as const));

/** Game (spec §3). nodeId is unique across the catalogue; the store keeps it as a string for favourites. */
export const gameSchema = z.lazy(() =>
  z.object({
    nodeId: z.int(),
    nodeName: z.string(),
    gameName: z.string(),
    vassalage: z.string(),
    gameType: z.enum(GAME_TYPES),
    gameCode: z.string(),
    displayName: z.string(),
    showIcon: z.boolean(),
    iconUrl: z.string(),
    isGame: z.enum(IS_GAME),
    isTop: z.boolean(),
    /** Null when unclassified, or when the brand does not offer the game's classification (BG without TY). */
    gameClassify: z.nullable(z.enum(GAME_CLASSIFICATIONS)),
  }),
);
export type Game = z.infer<typeof gameSchema>;

/** Spec §3 "Favourite list page": content, pageNum, totalPages; every game list pages this way. */
export function gamePage<T extends z.ZodMiniType>(row: T) {
  return z.object({ content: z.array(row), pageNum: z.int(), pageSize: z.int(), totalPages: z.int(), totalElements: z.int() });
}
export const gamePageSchema = gamePage(gameSchema);
export type GamePage = z.infer<typeof gamePageSchema>;

/** Game list (spec §7: T; clientType 3, pageNo, pageSize 50), filtered by type, vendor, classification and name. */
export const gameListCall = defineCall({
  id: 'gameList',
  method: 'GET',
  path: '/api/games/list',
  token: true,
  encrypted: false,
  request: () => z.object({
    clientType: queryConst(3),
    pageNo,
    pageSize,
    gameType: gameTypeFilter,
    vassalage: z.optional(vassalage),
    gameClassify: z.optional(z.enum(GAME_CLASSIFICATIONS)),
    /** Case-insensitive part of the display name. */
    gameName: z.optional(z.string().check(z.maxLength(64))),
    language,
  }),
  response: () => gamePageSchema,
});

/** Hot games (spec §7: merchantCode, isPlatform 2, vassalage, platform, language): vendor tiles, then top games. */
export const hotGamesCall = defineCall({
  id: 'hotGames',
  method: 'GET',
  path: '/api/games/hot',
  token: false,
  encrypted: false,
  request: () => z.object({
    merchantCode: z.string().check(z.minLength(1), z.maxLength(32)),
    isPlatform: queryConst(2),
    vassalage: z.optional(vassalage),
    platform: z.optional(z.enum(['flash', 'html5-desktop'])),
    language,
  }),
  response: () => z.array(gameSchema),
});

/** Game vendor (spec §7: platform html5-desktop): the catalogue's vendors with their image and maintenance switch. */
export const gameVendorsCall = defineCall({
  id: 'gameVendors',
  method: 'GET',
  path: '/api/games/vendors',
  token: false,
  encrypted: false,
  request: () => z.object({ platform: z.literal('html5-desktop') }),
  response: () => z.array(vendorSchema),
});

/** Popular games (spec §7); the home page's recommended row keeps those flagged isTop. */
export const popularGamesCall = defineCall({
  id: 'popularGames',
  method: 'GET',
  path: '/api/games/popular',
  token: false,
  encrypted: false,
  request: () => z.object({ language }),
  response: () => z.array(gameSchema),
});

/** One classification of a game type, with the vendors that have games in it (spec §3 "Game vendor lane"). */
export const gameClassifySchema = z.lazy(() =>
  z.object({ key: z.enum(GAME_CLASSIFICATIONS), displayName: z.string(), vendors: z.array(z.string()) }),
);

/** Vass game type (spec §7, T): a game type's vendors and its classifications for the category filters. */
export const vassGameTypeCall = defineCall({
  id: 'vassGameType',
  method: 'GET',
  path: '/api/games/vass-game-type',
  token: true,
  encrypted: false,
  request: () => z.object({ gameType: z.enum([...GAME_TYPES, 'INHOUSE'] as const) }),
  response: () => z.object({ gameType: z.string(), vendors: z.array(vendorSchema), gameClassify: z.array(gameClassifySchema) }),
});
