import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fakeClient } from '@platform/shared/testing';
import { bannersQueryOptions } from './banners';
import { BOOT_BANNERS_ID } from '@platform/shared/brand';
import { resetBootBanners } from './boot-banners';

const banner = { id: 7, url: '/b.png', groupName: 'w_home', linkageType: null, linkageTarget: null, title: 'Seven' };

function putBootBanners(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_BANNERS_ID;
  element.textContent = text;
  document.head.append(element);
}

describe('home banners handed over by the gateway', () => {
  afterEach(() => {
    document.getElementById(BOOT_BANNERS_ID)?.remove();
    resetBootBanners();
  });

  it('starts the home banner list from the page without a request, once', async () => {
    putBootBanners(JSON.stringify([banner]));
    const { client, calls } = fakeClient({ banners: () => [{ ...banner, id: 8 }] });
    const first = new QueryClient();
    expect((await first.fetchQuery(bannersQueryOptions(client, 'w_home', 'EN'))).map((b) => b.id)).toEqual([7]);
    expect(calls).toEqual([]);
    expect(document.getElementById(BOOT_BANNERS_ID)).toBeNull();
    // A second cache (a later mount, another language) fetches: the page's list served its first screen.
    expect((await new QueryClient().fetchQuery(bannersQueryOptions(client, 'w_home', 'PT'))).map((b) => b.id)).toEqual([8]);
    expect(calls).toEqual([{ id: 'banners', request: { groupName: 'w_home', language: 'PT' } }]);
  });

  it('fetches when the block is malformed or not the contract shape', async () => {
    for (const text of ['not json', JSON.stringify([{ id: 'x' }])]) {
      resetBootBanners();
      putBootBanners(text);
      const { client, calls } = fakeClient({ banners: () => [banner] });
      await new QueryClient().fetchQuery(bannersQueryOptions(client, 'w_home', 'EN'));
      expect(calls, text).toHaveLength(1);
      document.getElementById(BOOT_BANNERS_ID)?.remove();
    }
  });

  it('leaves the other banner groups (login, register, forget) to their request', async () => {
    putBootBanners(JSON.stringify([banner]));
    const { client, calls } = fakeClient({ banners: () => [] });
    await new QueryClient().fetchQuery(bannersQueryOptions(client, 'w_login', 'EN'));
    expect(calls).toHaveLength(1);
    expect(document.getElementById(BOOT_BANNERS_ID)).not.toBeNull();
  });
});
