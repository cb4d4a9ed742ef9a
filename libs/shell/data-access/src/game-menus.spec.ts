import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fakeClient } from '@platform/shared/testing';
import { gameMenusQueryOptions } from './game-menus';
import { shellKeys } from './shell-query-keys';

describe('game menus query', () => {
  it('asks with device WEB (spec §9) and keeps the vendor lanes until flushed', async () => {
    const { client, calls } = fakeClient({ gameMenus: () => [] });
    const options = gameMenusQueryOptions(client);
    expect(options.queryKey).toEqual(shellKeys.gameMenus());
    expect(options.staleTime).toBe(Infinity);
    await new QueryClient().fetchQuery(options);
    expect(calls).toEqual([{ id: 'gameMenus', request: { device: 'WEB' } }]);
  });
});
