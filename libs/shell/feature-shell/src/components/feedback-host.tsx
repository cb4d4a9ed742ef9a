import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { authPopupAtom } from '@platform/auth/feature-auth';
import { tokenAtom } from '@platform/shared/session';
import { FEEDBACK_PARAM } from '../utils/feedback-link';

// Its own chunk: nobody downloads the feedback form until the popup opens.
const FeedbackPopup = lazy(() => import('@platform/member/feature-member').then((m) => ({ default: m.FeedbackPopup })));

/**
 * Opens feedbackModal when the URL asks for it (?feedback=1). Feedback is a member's (spec §6), so a
 * guest gets the login popup first and the feedback popup once logged in; closing drops the parameter.
 */
export function FeedbackHost() {
  const [params, setParams] = useSearchParams();
  const token = useAtomValue(tokenAtom);
  const setAuthPopup = useSetAtom(authPopupAtom);
  const wanted = params.has(FEEDBACK_PARAM);

  useEffect(() => {
    if (wanted && !token) setAuthPopup('login');
  }, [wanted, token, setAuthPopup]);

  if (!wanted || !token) return null;
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(FEEDBACK_PARAM);
      return next;
    });
  return (
    <Suspense fallback={null}>
      <FeedbackPopup onClose={close} />
    </Suspense>
  );
}
