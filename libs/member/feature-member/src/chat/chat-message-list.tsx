import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@platform/shared/api-contract';
import type { PendingChatMessage } from '@platform/member/data-access';
import { formatDateTime } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui-kit';

export interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  pending?: readonly PendingChatMessage[];
  /** Whose screen this is: their own messages sit on the right and read "You". */
  viewer: 'member' | 'staff';
  /** The member's account, named on the staff side. */
  memberName?: string;
  /** On the staff side, the signed-in member of staff: their own replies read "You". */
  staffName?: string | undefined;
  hasMore?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  onResend?: (pending: PendingChatMessage) => void;
  /** Translates a refused send's error code. */
  errorText?: (code: string) => string;
}

/**
 * A conversation, oldest first. It is a live region (role=log), so a screen reader announces each
 * new message; texts are plain text (React escapes them), never HTML. It keeps the newest in view.
 */
export function ChatMessageList({ messages, pending = [], viewer, memberName, staffName, hasMore, loadingOlder, onLoadOlder, onResend, errorText }: ChatMessageListProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLLIElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, pending.length]);

  // Staff replies name who sent them ("Support · alice"), for the player and for the other staff;
  // replies from before staff had names read "Support".
  const senderName = (message: ChatMessage) => {
    if (message.sender === 'member') return viewer === 'member' ? t('chat.you') : (memberName ?? t('chat.member'));
    if (viewer === 'staff' && (message.staffName === null || message.staffName === staffName)) return t('chat.you');
    return message.staffName ? t('chat.support_named', { name: message.staffName }) : t('chat.support');
  };

  return (
    <Wrap>
      {hasMore && onLoadOlder ? (
        <Older>
          <Button variant="ghost" loading={loadingOlder ?? false} onClick={onLoadOlder} data-testid="chat-load-older">
            {t('chat.load_older')}
          </Button>
        </Older>
      ) : null}
      <Log role="log" aria-live="polite" aria-label={t('chat.log_label')} data-testid="chat-log">
        {messages.length === 0 && pending.length === 0 ? <Empty>{t('chat.empty')}</Empty> : null}
        {messages.map((message) => (
          <Item key={message.id} $own={message.sender === viewer} data-testid="chat-message" data-sender={message.sender}>
            <Meta>
              <strong>{senderName(message)}</strong> <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </Meta>
            <Text>{message.text}</Text>
          </Item>
        ))}
        {pending.map((item) => (
          <Item key={item.clientId} $own data-testid="chat-pending" data-state={item.state}>
            <Meta>
              <strong>{t('chat.you')}</strong> {item.state === 'sending' ? t('chat.sending') : t('chat.failed')}
            </Meta>
            <Text>{item.text}</Text>
            {item.state === 'failed' ? (
              <Failure role="alert">
                {item.errorCode && errorText ? errorText(item.errorCode) : null}{' '}
                {onResend && item.errorCode !== 'CHAT_CLOSED' ? (
                  <LinkButton type="button" onClick={() => onResend(item)}>
                    {t('chat.resend')}
                  </LinkButton>
                ) : null}
              </Failure>
            ) : null}
          </Item>
        ))}
        <li ref={end} aria-hidden="true" />
      </Log>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--space-xs);
`;

const Log = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  margin: 0;
  padding: var(--space-sm);
  list-style: none;
`;

const Empty = styled.li`
  color: var(--color-text-muted);
  text-align: center;
  padding: var(--space-lg) 0;
`;

const Item = styled.li<{ $own: boolean }>`
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: min(80%, 36rem);
  padding: var(--space-xs) var(--space-sm);
  border-radius: var(--radius-md);
  border: 1px solid var(--color-border);
  background: ${({ $own }) => ($own ? 'var(--color-surface-raised)' : 'var(--color-surface)')};
  color: var(--color-text);
`;

const Meta = styled.div`
  font-size: 0.75rem;
  color: var(--color-text-muted);
`;

// pre-wrap keeps the sender's line breaks; overflow-wrap breaks a long word instead of the layout.
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Failure = styled.p`
  margin: var(--space-xs) 0 0;
  font-size: 0.8125rem;
  color: var(--color-danger);
`;

const LinkButton = styled.button`
  min-height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;
