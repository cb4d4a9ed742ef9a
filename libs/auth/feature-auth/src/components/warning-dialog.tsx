import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@platform/shared/ui-kit';

/** The spec's warning dialog: a message and a submit button. */
export function WarningDialog({ message, onSubmit }: { message: string; onSubmit: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      name="warningDialog"
      title={t('auth.warning')}
      closeLabel={t('common.close')}
      onClose={onSubmit}
      width={320}
      height={200}
    >
      <p data-testid="warning-message">{message}</p>
      <Button variant="primary" block onClick={onSubmit}>
        {t('common.submit')}
      </Button>
    </Modal>
  );
}
