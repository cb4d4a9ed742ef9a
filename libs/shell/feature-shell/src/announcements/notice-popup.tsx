import { lazy, Suspense } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { languageAtom, loginStateAtom, tokenAtom } from '@platform/shared/session';
import { HOME_NOTICE_TYPES, useAnnouncements } from '@platform/shell/data-access';
import { noticeIndexAtom, noticeModalOpenAtom } from '../stores/shell-popups';
import { toggleNotice } from '../utils/notice-accordion';

const NoticeModal = lazy(() => import('./notice-modal').then((m) => ({ default: m.NoticeModal })));

/** noticeModal: the home notices (type H) as an accordion that follows the notice index. */
export function NoticePopup() {
  const [open, setOpen] = useAtom(noticeModalOpenAtom);
  const [index, setIndex] = useAtom(noticeIndexAtom);
  const token = useAtomValue(tokenAtom);
  const { isLogin } = useAtomValue(loginStateAtom);
  const language = useAtomValue(languageAtom);
  const notices = useAnnouncements({ types: HOME_NOTICE_TYPES, language, token, isLogin });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NoticeModal
        notices={notices.data ?? []}
        openIndex={index}
        onToggle={(clicked) => setIndex(toggleNotice(index, clicked))}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}
