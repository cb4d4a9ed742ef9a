import { useTranslation } from 'react-i18next';
import { Button } from '@platform/shared/ui-kit';

/** The SMS send button: disabled with a seconds countdown, re-enabled at zero. */
export function SendCodeButton({
  seconds,
  disabled,
  onClick,
  testId,
}: {
  seconds: number;
  disabled: boolean;
  onClick: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button type="button" variant="secondary" disabled={disabled} onClick={onClick} data-testid={testId}>
      {seconds > 0 ? t('auth.resend_in', { seconds }) : t('auth.send_code')}
    </Button>
  );
}
