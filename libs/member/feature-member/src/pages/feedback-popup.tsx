import { useTranslation } from 'react-i18next';
import { Modal } from '@platform/shared/ui-kit';
import { FeedbackForm } from './feedback-form';

/** feedbackModal (spec §2 popups): the feedback form in its own popup, for logged-in members. */
export function FeedbackPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal name="feedbackModal" title={t('messages.feedback_title')} closeLabel={t('common.close')} width={640} height={560} onClose={onClose}>
      <FeedbackForm heading={false} />
    </Modal>
  );
}
