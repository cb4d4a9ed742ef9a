import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@platform/shared/ui-kit';
import {
  trialNoticeAtom,
} from '@platform/auth/feature-auth';

/** A trial account trying a real game: 'Please Register An Account First' with an OK button. */
export function TrialNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(trialNoticeAtom);
  if (!open) return null;
  return (
    <Modal name="trialNotice" title={t('auth.warning')} closeLabel={t('common.close')} onClose={() => setOpen(false)} width={320} height={200}>
      <p data-testid="trial-notice">{t('errors.TRIAL_BLOCKED')}</p>
      <Button variant="primary" block onClick={() => setOpen(false)}>
        {t('common.ok')}
      </Button>
    </Modal>
  );
}
