import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@platform/shared/ui-kit';
import { useMemberProfile } from '@platform/member/data-access';
import { Page, PageTitle, Section } from '../components/parts';
import { ProfileForm } from '../components/profile-form';
import { RecoveryChannels } from '../components/recovery-channels';
import { TotpEnrolment } from '../components/totp-enrolment';
import { useErrorText } from '../components/use-error-text';

/** securityCenter, "my account" (spec §2): profile, recovery channels, two-factor, and where the withdraw password lives. */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const profile = useMemberProfile();
  if (profile.isPending) return <Spinner label={t('app.loading')} />;
  if (profile.isError) return <Alert tone="error">{errorText(profile.error)}</Alert>;
  return (
    <Page aria-labelledby="security-title" data-testid="security-page">
      <PageTitle id="security-title">{t('member.security_title')}</PageTitle>
      <p data-testid="security-account">{t('member.account', { account: profile.data.account })}</p>
      <ProfileForm profile={profile.data} />
      <RecoveryChannels profile={profile.data} />
      <TotpEnrolment enabled={profile.data.totpEnabled} />
      <Section aria-labelledby="withdraw-password-title">
        <h3 id="withdraw-password-title">{t('member.withdraw_password_title')}</h3>
        <Link to="?memberCenter=withdraw">{t('member.withdraw_password_link')}</Link>
      </Section>
    </Page>
  );
}
