import { useErrorText } from '@platform/shared/i18n';

const CHAT_SECTIONS = ['chat'];

/** A chat error code in words: the chat's own wording (chat.errors.*) first, e.g. a rate limit of seconds, not minutes. */
export function useChatErrorText(): (code: string) => string {
  const text = useErrorText(CHAT_SECTIONS);
  return (code) => text({ code }) ?? '';
}
