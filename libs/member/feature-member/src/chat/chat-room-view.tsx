import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ChatModel } from '@platform/shared/api-contract';
import type { ChatConnection, ChatRoom } from '@platform/member/data-access';
import { Alert, Button, Spinner } from '@platform/shared/ui-kit';
import { ChatMessageList } from './chat-message-list';
import { ChatSendForm } from './chat-send-form';
import { useChatErrorText } from './use-chat-error-text';

export interface ChatRoomViewProps {
  room: Pick<ChatRoom, 'timeline' | 'conversation' | 'error' | 'loading' | 'connection' | 'loadingOlder' | 'send' | 'loadOlder' | 'retry'>;
  /** The brand's other channels (chat model list); the built-in room is this one. */
  models: readonly ChatModel[];
  onOpenExternal: (model: Extract<ChatModel, { kind: 'external' }>) => void;
}

const STATUS_KEY: Record<Exclude<ChatConnection, 'online'>, string> = {
  connecting: 'chat.connecting',
  offline: 'chat.offline',
  refused: 'chat.refused',
};

/** The chat room between the player and support (spec §2 "a chat room"): its states, messages and send form. */
export function ChatRoomView({ room, models, onOpenExternal }: ChatRoomViewProps) {
  const { t } = useTranslation();
  const errorText = useChatErrorText();
  const external = models.filter((model): model is Extract<ChatModel, { kind: 'external' }> => model.kind === 'external');
  const closed = room.conversation?.status === 'closed';

  let body;
  if (room.loading) body = <Centre><Spinner label={t('app.loading')} /></Centre>;
  else if (room.error && !room.conversation) {
    body = (
      <Centre>
        <Alert tone="error" testId="chat-error">{errorText(room.error.code)}</Alert>
        <Button onClick={room.retry}>{t('chat.retry')}</Button>
      </Centre>
    );
  } else {
    body = (
      <>
        <ChatMessageList
          messages={room.timeline.messages}
          pending={room.timeline.pending}
          viewer="member"
          hasMore={room.timeline.hasMore}
          loadingOlder={room.loadingOlder}
          onLoadOlder={() => void room.loadOlder()}
          onResend={(item) => void room.send(item.text, item.clientId)}
          errorText={errorText}
        />
        {closed ? (
          <Closed role="status" data-testid="chat-closed">
            {t('chat.closed')} <Button variant="ghost" onClick={room.retry}>{t('chat.new_conversation')}</Button>
          </Closed>
        ) : (
          <ChatSendForm
            label={t('chat.message_label')}
            onSend={(text) => void room.send(text)}
            disabled={room.connection !== 'online'}
            disabledReason={room.connection === 'online' ? undefined : t(STATUS_KEY[room.connection])}
          />
        )}
      </>
    );
  }

  return (
    <Room data-testid="chat-room">
      {room.connection !== 'online' && !room.loading ? (
        <Status role="status" data-testid="chat-connection">{t(STATUS_KEY[room.connection])}</Status>
      ) : null}
      {body}
      {external.length > 0 ? (
        <Channels aria-label={t('chat.other_channels')}>
          <span>{t('chat.other_channels')}</span>
          {external.map((model) => (
            <Button key={model.url} variant="ghost" onClick={() => onOpenExternal(model)}>
              {model.label}
            </Button>
          ))}
        </Channels>
      ) : null}
    </Room>
  );
}

const Room = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 320px;
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-sm);
  flex: 1;
  padding: var(--space-md);
`;

const Status = styled.p`
  margin: 0;
  padding: var(--space-xs) var(--space-sm);
  font-size: 0.8125rem;
  background: var(--color-surface-raised);
  color: var(--color-text);
`;

const Closed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-sm);
  padding: var(--space-sm);
  border-top: 1px solid var(--color-border);
`;

const Channels = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-xs);
  padding: var(--space-sm);
  border-top: 1px solid var(--color-border);
  font-size: 0.8125rem;
`;
