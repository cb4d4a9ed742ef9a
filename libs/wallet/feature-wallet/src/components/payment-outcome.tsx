import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@platform/shared/ui-kit';

/** After the payment page sends the player back (?deposit=&status= or ?depositError=), say how it went. */
export function PaymentOutcome() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const status = params.get('status');
  const error = params.get('depositError');
  if (error) return <Alert tone="error" testId="payment-outcome">{t(`errors.${error}`, { defaultValue: t('errors.UNKNOWN') })}</Alert>;
  if (!params.get('deposit') || !status) return null;
  return status === 'approved' ? (
    <Alert tone="success" testId="payment-outcome">
      {t('wallet.payment_approved')}
    </Alert>
  ) : (
    <Alert tone="error" testId="payment-outcome">
      {t('wallet.payment_failed')}
    </Alert>
  );
}
