import { lazy, Suspense } from 'react';
import { useMemberPopupParam } from '../hooks/use-member-popup-param';
import { FEEDBACK_PARAM } from '../utils/feedback-link';

// Its own chunk: nobody downloads the feedback form until the popup opens.
const FeedbackPopup = lazy(() => import('@platform/member/feature-member').then((m) => ({ default: m.FeedbackPopup })));

/** Opens feedbackModal when the URL asks for it (?feedback=1): feedback is a member's (spec §6). */
export function FeedbackHost() {
  const { open, close } = useMemberPopupParam(FEEDBACK_PARAM);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackPopup onClose={close} />
    </Suspense>
  );
}
