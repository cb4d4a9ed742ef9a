/**
 * The spec's session-storage caches (§4 "Hot games and winner board are cached in
 * session storage (keys HOT_GAMES, WINNERS) until a refresh is requested"). They sit
 * under react-query: a query reads its initialData from here and writes every
 * successful fetch back, so a reload in the same tab shows the board at once.
 */
export const SESSION_CACHE_KEYS = { hotGames: 'HOT_GAMES', winners: 'WINNERS' } as const;
export type SessionCacheKey = (typeof SESSION_CACHE_KEYS)[keyof typeof SESSION_CACHE_KEYS];

interface Entry<T> {
  language: string;
  value: T;
}

/** The cached value for this language, or undefined (also for a corrupt or foreign entry). */
export function readSessionCache<T>(
  storage: Pick<Storage, 'getItem'>,
  key: SessionCacheKey,
  language: string,
): T | undefined {
  const raw = storage.getItem(key);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<Entry<T>>;
    // A board fetched in another language is not this language's board.
    return entry.language === language && entry.value !== undefined ? entry.value : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionCache<T>(
  storage: Pick<Storage, 'setItem'>,
  key: SessionCacheKey,
  language: string,
  value: T,
): void {
  try {
    storage.setItem(key, JSON.stringify({ language, value } satisfies Entry<T>));
  } catch {
    // A full or disabled storage only costs the cache, never the board.
  }
}

export function clearSessionCache(storage: Pick<Storage, 'removeItem'>, key: SessionCacheKey): void {
  storage.removeItem(key);
}
