import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { authPopupAtom } from '@platform/auth/feature-auth';
import { tokenAtom } from '@platform/shared/session';
import { CHAT_ROOM_PARAM } from '../utils/chat-room-link';

// Its own chunk, with socket.io-client behind it: nobody downloads the chat until it opens.
const ChatRoomPopup = lazy(() => import('@platform/member/feature-member').then((m) => ({ default: m.ChatRoomPopup })));

/**
 * Opens the chat room when the URL asks for it (?liveChat=1). The chat is between a member and
 * support, so a guest gets the login popup first and the chat once logged in; closing drops the parameter.
 */
export function ChatRoomHost() {
  const [params, setParams] = useSearchParams();
  const token = useAtomValue(tokenAtom);
  const setAuthPopup = useSetAtom(authPopupAtom);
  const wanted = params.has(CHAT_ROOM_PARAM);

  useEffect(() => {
    if (wanted && !token) setAuthPopup('login');
  }, [wanted, token, setAuthPopup]);

  if (!wanted || !token) return null;
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(CHAT_ROOM_PARAM);
      return next;
    });
  return (
    <Suspense fallback={null}>
      <ChatRoomPopup onClose={close} />
    </Suspense>
  );
}
