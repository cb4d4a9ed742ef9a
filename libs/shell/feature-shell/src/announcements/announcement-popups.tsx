import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { firstLoginCall, type Announcement } from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';
import { afterLoginModalAtom, authPopupAtom } from '@platform/auth/feature-auth';
import { languageAtom, loginStateAtom, tokenAtom } from '@platform/shared/session';
import { POPUP_ANNOUNCEMENT_TYPES, useAnnouncements } from '@platform/shell/data-access';
import { isPublicModalClosed, markPublicModalClosed, reopenPublicModal } from '../utils/public-modal-session';
import { memberCentrePath } from '../utils/user-menu';
import { isCentreOpen } from '../member-centre/member-centre-pages';
import { CHAT_ROOM_PARAM } from '../utils/chat-room-link';
import { FEEDBACK_PARAM } from '../utils/feedback-link';

// Its own chunk, with DOMPurify: nothing of it downloads until there is something to show.
const AnnouncementModal = lazy(() => import('./announcement-modal').then((m) => ({ default: m.AnnouncementModal })));

/** Where the popup may show: the home page itself, not under the login, register, help or centre popups. */
const POPUP_PATHS = ['/', '/index', '/index.html', '/home'];

/**
 * publicModal's rules (spec §4 "Announcement popups"): fetched for guests and for
 * logged-in members only (see shouldFetchAnnouncements), shown unless the session marks
 * it closed. A fresh login (the after-login flag) is a new audience, so it shows again.
 */
export function AnnouncementPopups() {
  const token = useAtomValue(tokenAtom);
  const { isLogin, firstTimeLogin } = useAtomValue(loginStateAtom);
  const language = useAtomValue(languageAtom);
  const authPopup = useAtomValue(authPopupAtom);
  const [afterLogin, setAfterLogin] = useAtom(afterLoginModalAtom);
  const [closed, setClosed] = useState(() => isPublicModalClosed(sessionStorage));
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const announcements = useAnnouncements({ types: POPUP_ANNOUNCEMENT_TYPES, language, token, isLogin });
  useFirstLoginAction(token, isLogin && firstTimeLogin, announcements.isFetched);

  useEffect(() => {
    if (!afterLogin) return;
    reopenPublicModal(sessionStorage);
    setClosed(false);
    setAfterLogin(false);
  }, [afterLogin, setAfterLogin]);

  // Logout clears session storage, so a guest's popup shows again after it.
  useEffect(() => {
    if (token === null) setClosed(isPublicModalClosed(sessionStorage));
  }, [token]);

  const list = announcements.data ?? [];
  // A popup that opened under the member centre would sit behind it, unseen, until that closes; one
  // that opened over the chat room or the feedback form the player just opened would take it over.
  // It waits for them to close instead.
  const memberPopupOpen = params.has(CHAT_ROOM_PARAM) || params.has(FEEDBACK_PARAM);
  const blocked = authPopup !== null || isCentreOpen(params) || memberPopupOpen || !POPUP_PATHS.includes(pathname);
  if (closed || blocked || list.length === 0) return null;

  const close = () => {
    markPublicModalClosed(sessionStorage);
    setClosed(true);
  };
  // The member centre is a later issue's popup; its reward centre page opens from the query string.
  const goToPromotion = (_item: Announcement) => {
    close();
    navigate(memberCentrePath('rewardCenter'));
  };

  return (
    <Suspense fallback={null}>
      <AnnouncementModal announcements={list} onClose={close} onGoToPromotion={goToPromotion} />
    </Suspense>
  );
}

/**
 * Spec §4: "If firstTimeLogin, a first-login action runs", and "Logged-in users get execution A (and
 * F on first login)". The gateway serves F while the first login is pending, so the action waits
 * until this session's popup list has been fetched (successfully or not): posted before it, as the
 * login flow once did, it cleared the flag first and no new player ever saw an F item. Once per token.
 */
function useFirstLoginAction(token: string | null, pending: boolean, listFetched: boolean) {
  const firstLogin = useContractMutation(firstLoginCall);
  const postedFor = useRef<string | null>(null);
  const { mutate } = firstLogin;
  useEffect(() => {
    if (!token || !pending || !listFetched || postedFor.current === token) return;
    postedFor.current = token;
    mutate({});
  }, [listFetched, mutate, pending, token]);
}
