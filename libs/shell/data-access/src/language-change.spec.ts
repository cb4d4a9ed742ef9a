import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { reloadForLanguage } from './language-change';
import { shellKeys } from './shell-query-keys';

describe('language change (spec §4 "Other transitions")', () => {
  it('reloads hot games, winners, announcements and vendors, and drops the HOT_GAMES and WINNERS caches', async () => {
    const queryClient = new QueryClient();
    const keys = [
      shellKeys.hotGames('EN'),
      shellKeys.popularGames('EN'),
      shellKeys.winners('EN'),
      shellKeys.announcements('H', 'EN', null),
      shellKeys.gameMenus(),
      shellKeys.helpCentre('EN'),
    ];
    for (const key of keys) queryClient.setQueryData(key, []);
    const removed: string[] = [];
    await reloadForLanguage(queryClient, { removeItem: (k) => void removed.push(k) });
    const invalid = keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    expect(invalid).toEqual([true, true, true, true, true, false]);
    expect(removed.sort()).toEqual(['HOT_GAMES', 'WINNERS']);
  });
});
