import { useTranslation } from 'react-i18next';
import { useChatModels, useChatRoom } from '@platform/member/data-access';
import { Modal } from '@platform/shared/ui-kit';
import { ChatRoomView } from './chat-room-view';

/** The customer-service window of spec §7: 440 by 750, here as the chat room's size too. */
const CHAT_WINDOW = { width: 440, height: 750 } as const;

/**
 * The chat room popup (spec §2 "a chat room"): the built-in chat with support. The shell opens it
 * from the live-chat entry, lazily, so the home route never downloads it.
 */
export function ChatRoomPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const room = useChatRoom();
  const models = useChatModels();
  return (
    <Modal name="chatRoomModal" title={t('chat.title')} closeLabel={t('common.close')} width={CHAT_WINDOW.width} height={CHAT_WINDOW.height} onClose={onClose}>
      <ChatRoomView
        room={room}
        models={models.data?.models ?? []}
        onOpenExternal={(model) => void window.open(model.url, 'customerService', `width=${CHAT_WINDOW.width},height=${CHAT_WINDOW.height},noopener,noreferrer`)}
      />
    </Modal>
  );
}
