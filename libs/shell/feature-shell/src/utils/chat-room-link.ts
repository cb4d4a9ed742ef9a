import { useSearchParams } from 'react-router-dom';

/** The query parameter that opens the chat room (spec §2 "a chat room") over the current route. */
export const CHAT_ROOM_PARAM = 'liveChat';

/** Opens the built-in chat room where the player is (the live-chat entries of the footer and the right-side bar). */
export function useOpenChatRoom(): () => void {
  const [, setParams] = useSearchParams();
  return () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(CHAT_ROOM_PARAM, '1');
      return next;
    });
}
