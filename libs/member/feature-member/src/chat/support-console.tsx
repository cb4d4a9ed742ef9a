import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { StaffConversation } from '@platform/shared/api-contract';
import {
  useStaffClose,
  useStaffConversation,
  useStaffConversations,
  useStaffLiveUpdates,
  useStaffMarkRead,
  useStaffMe,
  useStaffReply,
} from '@platform/member/data-access';
import { Alert, Button, EmptyState, Spinner } from '@platform/shared/ui-kit';
import { formatDateTime } from '@platform/shared/i18n';
import { ChatMessageList } from './chat-message-list';
import { ChatSendForm } from './chat-send-form';
import { useChatErrorText } from './use-chat-error-text';

/** The console once the token is in: open conversations on one side, the chosen one on the other (stacked on phones). */
export function SupportConsole({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const errorText = useChatErrorText();
  const live = useStaffLiveUpdates();
  const me = useStaffMe();
  const list = useStaffConversations();
  const [selected, setSelected] = useState<number | null>(null);
  const conversations = list.data?.conversations ?? [];

  if (list.error?.code === 'FORBIDDEN' || me.error?.code === 'FORBIDDEN') {
    return (
      <div>
        <Alert tone="error" testId="support-console-refused">{t('chat.console.token_refused')}</Alert>
        <Button onClick={onSignOut}>{t('chat.console.sign_out')}</Button>
      </div>
    );
  }

  return (
    <>
      <Toolbar>
        <span role="status" data-testid="support-console-live">{t(live === 'online' ? 'chat.console.live' : live === 'refused' ? 'chat.console.token_refused' : 'chat.connecting')}</span>
        <Identity>
          {me.data ? <span data-testid="support-console-me">{t('chat.console.signed_in_as', { name: me.data.name })}</span> : null}
          <Button variant="ghost" onClick={onSignOut}>{t('chat.console.sign_out')}</Button>
        </Identity>
      </Toolbar>
      <Layout $chosen={selected !== null}>
        <ListPane aria-labelledby="console-conversations">
          <PaneTitle id="console-conversations">{t('chat.console.conversations')}</PaneTitle>
          {list.isPending ? <Spinner label={t('app.loading')} /> : null}
          {list.error ? (
            <Alert tone="error">
              {errorText(list.error.code)} <Button variant="ghost" onClick={() => void list.refetch()}>{t('chat.retry')}</Button>
            </Alert>
          ) : null}
          {list.isSuccess && conversations.length === 0 ? <EmptyState message={t('chat.console.empty')} /> : null}
          <Conversations>
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationButton
                  type="button"
                  aria-current={conversation.id === selected ? 'true' : undefined}
                  onClick={() => setSelected(conversation.id)}
                  data-testid="support-console-conversation"
                >
                  <Summary conversation={conversation} />
                </ConversationButton>
              </li>
            ))}
          </Conversations>
        </ListPane>
        <ConversationPane aria-label={t('chat.console.conversation')}>
          {selected === null ? (
            <EmptyState message={t('chat.console.pick')} />
          ) : (
            <ConversationView id={selected} onBack={() => setSelected(null)} staffName={me.data?.name} />
          )}
        </ConversationPane>
      </Layout>
    </>
  );
}

function Summary({ conversation }: { conversation: StaffConversation }) {
  const { t } = useTranslation();
  return (
    <>
      <SummaryTop>
        <strong>{conversation.account}</strong>
        {conversation.unread > 0 ? <Badge data-testid="support-console-unread">{t('chat.console.unread', { count: conversation.unread })}</Badge> : null}
      </SummaryTop>
      <Preview>{conversation.lastMessage?.text ?? ''}</Preview>
      <Small>
        {conversation.merchantCode} · <time dateTime={conversation.lastMessageAt}>{formatDateTime(conversation.lastMessageAt)}</time>
      </Small>
    </>
  );
}

function ConversationView({ id, onBack, staffName }: { id: number; onBack: () => void; staffName: string | undefined }) {
  const { t } = useTranslation();
  const errorText = useChatErrorText();
  const conversation = useStaffConversation(id);
  const reply = useStaffReply();
  const close = useStaffClose();
  const markRead = useStaffMarkRead();
  const value = conversation.data;
  const lastId = value?.messages.at(-1)?.id;
  const unread = value?.conversation.unread ?? 0;
  const { mutate: markReadNow } = markRead;

  // Reading the conversation clears its unread count, including messages that arrive while it is open.
  useEffect(() => {
    if (lastId !== undefined && unread > 0) markReadNow({ conversationId: id, lastMessageId: lastId });
  }, [id, lastId, unread, markReadNow]);

  if (conversation.isPending) return <Spinner label={t('app.loading')} />;
  if (conversation.error || !value) {
    return <Alert tone="error">{errorText(conversation.error?.code ?? 'UNKNOWN')}</Alert>;
  }
  const closed = value.conversation.status === 'closed';
  return (
    <Thread data-testid="support-console-thread">
      <ThreadHeader>
        <BackButton variant="ghost" onClick={onBack}>{t('chat.console.back')}</BackButton>
        <PaneTitle>{value.conversation.account}</PaneTitle>
        {closed ? null : (
          <Button variant="ghost" loading={close.isPending} onClick={() => close.mutate(id)} data-testid="support-console-close">
            {t('chat.console.close')}
          </Button>
        )}
      </ThreadHeader>
      <ChatMessageList messages={value.messages} viewer="staff" memberName={value.conversation.account} staffName={staffName} />
      {reply.error ? <Alert tone="error">{errorText(reply.error.code)}</Alert> : null}
      {close.error ? <Alert tone="error">{errorText(close.error.code)}</Alert> : null}
      {closed ? (
        <Alert testId="support-console-closed">{t('chat.console.closed')}</Alert>
      ) : (
        <ChatSendForm
          label={t('chat.console.reply_label')}
          onSend={(text) => reply.mutate({ conversationId: id, text, clientId: crypto.randomUUID() })}
          disabled={reply.isPending}
          testId="support-console-reply"
        />
      )}
    </Thread>
  );
}

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-sm);
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
`;

// Phones show the list or the chosen conversation; wide screens show both.
const Layout = styled.div<{ $chosen: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-md);
  min-height: 480px;

  & > :first-child {
    display: ${({ $chosen }) => ($chosen ? 'none' : 'block')};
  }
  & > :last-child {
    display: ${({ $chosen }) => ($chosen ? 'flex' : 'none')};
  }

  @media (min-width: 768px) {
    grid-template-columns: 18rem minmax(0, 1fr);
    & > :first-child {
      display: block;
    }
    & > :last-child {
      display: flex;
    }
  }
`;

const ListPane = styled.section`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  padding: var(--space-sm);
  overflow-y: auto;
`;

const ConversationPane = styled.section`
  flex-direction: column;
  min-height: 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
`;

const PaneTitle = styled.h2`
  margin: 0;
  font-size: 1rem;
`;

const Conversations = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  margin: var(--space-sm) 0 0;
  padding: 0;
  list-style: none;
`;

const ConversationButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 100%;
  min-height: 44px;
  padding: var(--space-xs) var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;

  &[aria-current='true'] {
    background: var(--color-surface-raised);
    border-color: var(--color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

const SummaryTop = styled.span`
  display: flex;
  justify-content: space-between;
  gap: var(--space-xs);
`;

const Badge = styled.span`
  padding: 0 var(--space-xs);
  border-radius: var(--radius-md);
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-size: 0.75rem;
`;

const Preview = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: 0.875rem;
`;

const Small = styled.span`
  font-size: 0.75rem;
  color: var(--color-text-muted);
`;

const Thread = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
`;

const ThreadHeader = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  padding: var(--space-sm);
  border-bottom: 1px solid var(--color-border);

  & > h2 {
    flex: 1;
  }
`;

// The list and the thread sit side by side on wide screens: going back is for phones only.
const BackButton = styled(Button)`
  @media (min-width: 768px) {
    display: none;
  }
`;
