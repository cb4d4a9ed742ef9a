import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@platform/shared/ui-kit';
import { STORAGE_KEYS } from '@platform/shared/session';
import { useFreePlayMutation } from '@platform/auth/data-access';
import {
  useCompleteLogin,
  useErrorText,
} from '@platform/auth/feature-auth';

/** Free play (DIRECTREG3): a trial account, then home (spec §4 "Free play"). */
export function FreePlayButton() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const freePlay = useFreePlayMutation();
  const completeLogin = useCompleteLogin();
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    try {
      const value = await freePlay.mutateAsync({ os: 'web', platform: 'WEB', gatewayVersion: 3 });
      sessionStorage.removeItem(STORAGE_KEYS.changePassword);
      await completeLogin(value, { type: 'freePlay', navigateTo: '/' });
    } catch (failure) {
      setError(errorText.apiError(failure));
    }
  };

  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="button" variant="secondary" block loading={freePlay.isPending} onClick={start} data-testid="free-play">
        {t('auth.free_play')}
      </Button>
    </>
  );
}
