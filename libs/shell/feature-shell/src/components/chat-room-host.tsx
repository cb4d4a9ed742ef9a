import { lazy, Suspense } from 'react';
import { useMemberPopupParam } from '../hooks/use-member-popup-param';
import { CHAT_ROOM_PARAM } from '../utils/chat-room-link';

// Its own chunk, with socket.io-client behind it: nobody downloads the chat until it opens.
const ChatRoomPopup = lazy(() => import('@platform/member/feature-member').then((m) => ({ default: m.ChatRoomPopup })));

/** Opens the chat room when the URL asks for it (?liveChat=1): the chat is between a member and support. */
export function ChatRoomHost() {
  const { open, close } = useMemberPopupParam(CHAT_ROOM_PARAM);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChatRoomPopup onClose={close} />
    </Suspense>
  );
}
