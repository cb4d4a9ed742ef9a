import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Modal, Spinner, Tabs } from '@platform/shared/ui-kit';
import { useFeatureFlags } from '@platform/shared/session';
import { UsernameLoginForm } from './username-login-form';
import { FreePlayButton } from './free-play-button';
import { SocialLogin } from './social-login';
import {
  agentPageAtom,
  authPopupAtom,
  useLoginMethods,
  type LoginMethod,
} from '@platform/auth/feature-auth';
import { PopupBanner } from './popup-banner';

// Absent from the bundle of a brand built without MOBILEVERCODELOGIN3.
const SmsLoginForm = __FLAG_MOBILEVERCODELOGIN3__ ? lazy(() => import('./sms-login-form')) : null;

const Links = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: var(--space-sm);
  margin: var(--space-sm) 0;
  button {
    background: none;
    border: 0;
    padding: var(--space-xs) 0;
    font: inherit;
    color: var(--color-primary);
    text-decoration: underline;
    cursor: pointer;
    min-height: 44px;
  }
`;

type Method = LoginMethod;

/** The spec's methods in order (the header offers the same ones); the first enabled one is the default. */
export { useLoginMethods };

/** loginPopupModal (spec §2 "Login popup"). */
export function LoginPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [, setPopup] = useAtom(authPopupAtom);
  const agentPage = useAtomValue(agentPageAtom);
  const flags = useFeatureFlags();
  const methods = useLoginMethods();
  const [method, setMethod] = useState<Method | undefined>(methods[0]);

  return (
    <Modal
      name="loginPopupModal"
      title={t('auth.login_title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      width={420}
      height={640}
    >
      <PopupBanner group="w_login" />
      {methods.length > 1 ? (
        <Tabs
          label={t('auth.login_title')}
          value={method ?? 'username'}
          onChange={(id) => setMethod(id as Method)}
          items={methods.map((m) => ({ id: m, label: t(m === 'sms' ? 'auth.method_sms' : 'auth.method_username') }))}
        />
      ) : null}
      {method === 'username' ? <UsernameLoginForm /> : null}
      {method === 'sms' && SmsLoginForm ? (
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <SmsLoginForm />
        </Suspense>
      ) : null}
      <Links>
        <button type="button" onClick={() => setPopup('forgetPass')} data-testid="to-forget">
          {t('auth.forgot_password')}
        </button>
        <button type="button" onClick={() => setPopup('register')} data-testid="to-register">
          {t('auth.no_account')}
        </button>
      </Links>
      {__FLAG_DIRECTREG3__ && flags.DIRECTREG3 && !agentPage ? <FreePlayButton /> : null}
      {agentPage ? null : <SocialLogin />}
    </Modal>
  );
}
