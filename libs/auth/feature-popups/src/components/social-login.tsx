import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useFeatureFlags } from '@platform/shared/session';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  margin-top: var(--space-sm);
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    color: var(--color-text);
    text-decoration: none;
  }
`;

/** Social login (Google, Facebook) through the gateway's OIDC flow, when the brand enables it. */
export function SocialLogin() {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const google = __FLAG_SOCIALGOOGLE__ && flags.SOCIALGOOGLE;
  const facebook = __FLAG_SOCIALFACEBOOK__ && flags.SOCIALFACEBOOK;
  if (!google && !facebook) return null;
  return (
    <Row data-testid="social-login">
      {google ? <a href="/api/auth/oidc/google/start">{t('auth.google')}</a> : null}
      {facebook ? <a href="/api/auth/oidc/facebook/start">{t('auth.facebook_login')}</a> : null}
    </Row>
  );
}
