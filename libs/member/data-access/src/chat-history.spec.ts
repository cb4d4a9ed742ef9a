import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fakeClient } from '@platform/shared/testing';
import { chatHistoryQueryOptions, launchChatQueryOptions } from './chat-history';

describe('the chat launch and history options (issue 25: one key factory, one fetcher per call)', () => {
  it('launch chat under chatKeys, only for a signed-in member', async () => {
    const { client, calls } = fakeClient({ launchChat: () => ({ conversation: { id: 4 }, messages: [], hasMore: false }) });
    const options = launchChatQueryOptions(client, true);
    expect(options.queryKey).toEqual(['chat', 'launch']);
    expect(launchChatQueryOptions(client, false).enabled).toBe(false);
    await new QueryClient().fetchQuery(options);
    expect(calls).toEqual([{ id: 'launchChat', request: {} }]);
  });

  it('ask for the page before the oldest message shown', async () => {
    const { client, calls } = fakeClient({ chatHistory: () => ({ messages: [], hasMore: false }) });
    const options = chatHistoryQueryOptions(client, 4, 120);
    expect(options.queryKey).toEqual(['chat', 'history', 4, 120]);
    await new QueryClient().fetchQuery(options);
    expect(calls).toEqual([{ id: 'chatHistory', request: { conversationId: 4, beforeId: 120 } }]);
  });
});
