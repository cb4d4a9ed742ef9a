import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  backofficeChatCloseCall,
  backofficeChatConversationCall,
  backofficeChatConversationsCall,
  backofficeChatReadCall,
  backofficeChatReplyCall,
} from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';
import { Alert, Button, EmptyState } from '@platform/shared/ui-kit';
import {
  STAFF_SESSION_KEY,
  backofficeKey,
  useBackofficeQuery,
  useSupportLive,
  useWorkspace,
  type SupportLiveStatus,
} from '@platform/backoffice/data-access';
import { useBackofficeErrorText, useFormat } from '@platform/backoffice/i18n';
import { Card, Screen, ScreenTitle, TextArea } from '@platform/backoffice/ui';

/** The open conversation shows its newest page; older messages stay in the player's history. */
const PAGE = 100;

const Layout = styled.div`
  display: grid;
  gap: var(--space-md);
  grid-template-columns: minmax(0, 280px) minmax(0, 1fr);
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const List = styled.ul`
  display: grid;
  gap: var(--space-xs);
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    all: unset;
    box-sizing: border-box;
    display: grid;
    inline-size: 100%;
    padding: var(--space-sm);
    border-radius: var(--radius-sm);
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: var(--color-surface-raised);
    outline: 2px solid var(--color-primary);
  }
  button:focus-visible {
    outline: 2px solid var(--color-primary);
  }
`;

const Messages = styled.ol`
  display: grid;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
  max-block-size: 420px;
  overflow: auto;
  li {
    padding: var(--space-sm);
    border-radius: var(--radius-sm);
    background: var(--color-surface-raised);
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  li[data-sender='staff'] {
    margin-inline-start: var(--space-xl);
  }
  li[data-sender='member'] {
    margin-inline-end: var(--space-xl);
  }
`;

const Status = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  &[data-status='live'] {
    color: var(--color-success, inherit);
  }
`;

const Meta = styled.small`
  display: block;
  color: var(--color-text-muted);
`;

/**
 * The live-chat console (issue 22 §3 "Support"), moved here from the player SPA. New chats and
 * messages are pushed over the back office's socket (useSupportLive, authenticated by the staff
 * session cookie); each push refetches the list and, when it is the open one, the conversation.
 * Answers go over the audited HTTP calls.
 */
export function SupportScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useBackofficeErrorText();
  const queryClient = useQueryClient();
  const { merchantCode } = useWorkspace();
  const [selected, setSelected] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<SupportLiveStatus>('connecting');
  const list = useBackofficeQuery(backofficeChatConversationsCall, merchantCode ? { merchantCode } : null);
  const conversationRequest = merchantCode && selected ? { merchantCode, id: selected, limit: PAGE } : null;
  const conversation = useBackofficeQuery(backofficeChatConversationCall, conversationRequest);
  const refetchList = () => void queryClient.invalidateQueries({ queryKey: backofficeKey(backofficeChatConversationsCall.id, { merchantCode }) });
  const refetchConversation = (id: number) => {
    if (id === selected && conversationRequest) void queryClient.invalidateQueries({ queryKey: backofficeKey(backofficeChatConversationCall.id, conversationRequest) });
  };
  useSupportLive(merchantCode, {
    onMessage: (event) => {
      refetchList();
      refetchConversation(event.conversationId);
    },
    onClosed: (event) => {
      refetchList();
      refetchConversation(event.conversationId);
    },
    onStatus: (next) => {
      setStatus(next);
      // (Re)connected: whatever arrived while the feed was down is read once.
      if (next === 'live') {
        refetchList();
        if (selected) refetchConversation(selected);
      }
      // The gateway ended the session: the app shows the sign-in page.
      if (next === 'signedOut') void queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY });
    },
  });
  const reply = useContractMutation(backofficeChatReplyCall);
  const read = useContractMutation(backofficeChatReadCall);
  const close = useContractMutation(backofficeChatCloseCall);
  const messages = conversation.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;

  // Reading a conversation marks it read up to its newest message, so the unread count clears.
  const { mutate: markRead } = read;
  useEffect(() => {
    if (merchantCode && selected && lastId) markRead({ merchantCode, conversationId: selected, lastMessageId: lastId });
  }, [merchantCode, selected, lastId, markRead]);

  const refresh = () => {
    refetchList();
    if (selected) refetchConversation(selected);
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!merchantCode || !selected || !text.trim()) return;
    reply.mutate({ merchantCode, conversationId: selected, text: text.trim(), clientId: crypto.randomUUID() }, { onSuccess: () => { setText(''); refresh(); } });
  };

  const conversations = list.data?.conversations ?? [];
  return (
    <Screen aria-labelledby="bo-support-title">
      <ScreenTitle id="bo-support-title">{t('support.title')}</ScreenTitle>
      <Status role="status" data-status={status} data-testid="support-live">
        {t(`support.status.${status}`)}
      </Status>
      {list.error ? <Alert tone="error">{errorText(list.error)}</Alert> : null}
      <Layout>
        <Card>
          <h2>{t('support.conversations')}</h2>
          {conversations.length === 0 && !list.isPending ? <EmptyState message={t('support.none')} /> : null}
          <List data-testid="support-conversations">
            {conversations.map((item) => (
              <li key={item.id}>
                <button type="button" aria-current={item.id === selected} onClick={() => setSelected(item.id)}>
                  <strong>
                    {item.account}
                    {item.unread > 0 ? ` · ${t('support.unread', { count: item.unread })}` : ''}
                  </strong>
                  <Meta>{item.lastMessage ? item.lastMessage.text.slice(0, 80) : t('support.noMessages')}</Meta>
                  <Meta>{format.dateTime(item.lastMessageAt)}</Meta>
                </button>
              </li>
            ))}
          </List>
        </Card>
        <Card>
          {selected && conversation.data ? (
            <>
              <h2>{t('support.with', { account: conversation.data.conversation.account })}</h2>
              {conversation.error ? <Alert tone="error">{errorText(conversation.error)}</Alert> : null}
              <Messages aria-live="polite" data-testid="support-messages">
                {messages.map((message) => (
                  <li key={message.id} data-sender={message.sender}>
                    {message.text}
                    <Meta>
                      {message.sender === 'staff' ? message.staffName ?? t('support.staff') : conversation.data.conversation.account} · {format.dateTime(message.createdAt)}
                    </Meta>
                  </li>
                ))}
              </Messages>
              {conversation.data.conversation.status === 'open' ? (
                <form onSubmit={send} aria-label={t('support.reply')}>
                  <TextArea value={text} onChange={(event) => setText(event.target.value)} aria-label={t('support.reply')} style={{ minBlockSize: 80, inlineSize: '100%', boxSizing: 'border-box' }} data-testid="support-reply" />
                  {reply.error ? <Alert tone="error">{errorText(reply.error)}</Alert> : null}
                  <Button type="submit" loading={reply.isPending} disabled={!text.trim()} data-testid="support-send">
                    {t('support.send')}
                  </Button>{' '}
                  <Button variant="secondary" loading={close.isPending} onClick={() => merchantCode && close.mutate({ merchantCode, conversationId: selected }, { onSuccess: refresh })}>
                    {t('support.close')}
                  </Button>
                </form>
              ) : (
                <p>{t('support.closed')}</p>
              )}
            </>
          ) : (
            <EmptyState message={t('support.pick')} />
          )}
        </Card>
      </Layout>
    </Screen>
  );
}
