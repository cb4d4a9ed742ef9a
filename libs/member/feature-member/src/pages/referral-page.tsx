import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, QrCode, Spinner } from '@platform/shared/ui-kit';
import { referralLink, useReferral } from '@platform/member/data-access';
import { Page, PageTitle, Row, Section } from '../components/parts';
import { useErrorText } from '../components/use-error-text';

/** referral, "invite friends" (spec §2): the register link with the member's referralCode, as text and QR code. */
export function ReferralPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const referral = useReferral();
  const [copied, setCopied] = useState(false);
  if (referral.isPending) return <Spinner label={t('app.loading')} />;
  if (referral.isError) return <Alert tone="error">{errorText(referral.error)}</Alert>;
  const link = referralLink(window.location.origin, referral.data.referralCode);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <Page aria-labelledby="referral-title" data-testid="referral-page">
      <PageTitle id="referral-title">{t('member.referral_title')}</PageTitle>
      <Section>
        <p>{t('member.referral_code', { code: referral.data.referralCode })}</p>
        <Row>
          <LinkInput readOnly value={link} aria-label={t('member.referral_link')} data-testid="referral-link" />
          <Button type="button" variant="secondary" onClick={() => void copy()} data-testid="referral-copy">
            {copied ? t('member.copied') : t('member.copy')}
          </Button>
        </Row>
        <QrCode text={link} alt={t('member.referral_qr')} />
        <p data-testid="referral-invited">{t('member.invited', { count: referral.data.invited })}</p>
        {referral.data.invited === 0 ? <p data-testid="referral-hint">{t('member.referral_share_hint')}</p> : null}
      </Section>
    </Page>
  );
}

/** The link takes the row's free width and shrinks on a phone, so "Copy" always stays beside or under it. */
const LinkInput = styled.input`
  flex: 1 1 14rem;
  min-width: 0;
  padding: var(--space-sm);
  font: inherit;
  color: var(--color-text);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
`;
