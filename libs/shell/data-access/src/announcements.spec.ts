import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fakeClient } from '@platform/shared/testing';
import { announcementsQueryOptions, fetchAnnouncements, shouldFetchAnnouncements } from './announcements';

describe('announcement fetch rules (spec §4 "Announcement popups")', () => {
  it('fetches for a guest, who has no token in the query or session', () => {
    expect(shouldFetchAnnouncements({ token: null, isLogin: false })).toBe(true);
  });

  it('fetches for a logged-in member', () => {
    expect(shouldFetchAnnouncements({ token: 'abc', isLogin: true })).toBe(true);
  });

  it('waits while a token is held but the login info has not loaded', () => {
    expect(shouldFetchAnnouncements({ token: 'abc', isLogin: false })).toBe(false);
    const { client } = fakeClient({});
    const options = announcementsQueryOptions(client, { types: 'H', language: 'EN', token: 'abc', isLogin: false });
    expect(options.enabled).toBe(false);
  });

  it('asks for platform W and the given types', async () => {
    const { client, calls } = fakeClient({ announcements: () => [] });
    await new QueryClient().fetchQuery(
      announcementsQueryOptions(client, { types: 'B,PL,PU,PR', language: 'EN', token: null, isLogin: false }),
    );
    expect(calls).toEqual([{ id: 'announcements', request: { types: 'B,PL,PU,PR', platform: 'W', language: 'EN' } }]);
  });

  it('sends the session token when there is one, so the gateway picks execution A (and F) over B', async () => {
    const seen: boolean[] = [];
    const client = {
      call: async (contract: { token: boolean }) => {
        seen.push(contract.token);
        return [];
      },
    } as never;
    await fetchAnnouncements(client, 'H', 'EN', null);
    await fetchAnnouncements(client, 'H', 'EN', 'member-token');
    expect(seen).toEqual([false, true]);
  });
});
