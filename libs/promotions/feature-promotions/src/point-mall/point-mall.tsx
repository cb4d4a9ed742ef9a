import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePointsSummary } from '@platform/promotions/data-access';
import { useErrorText } from '@platform/shared/i18n';
import { languageAtom, loginStateAtom, tokenAtom } from '@platform/shared/session';
import { Alert, EmptyState, Skeleton, Tabs } from '@platform/shared/ui-kit';
import { ConvertForm } from './convert-form';
import { PointsDetails } from './points-details';
import { PointsRules } from './points-rules';
import { RedeemRecords } from './redeem-records';
import { RewardsGrid } from './rewards-grid';

export const POINT_MALL_TABS = ['rewards', 'records', 'details', 'rules', 'convert'] as const;
type PointMallTab = (typeof POINT_MALL_TABS)[number];

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-lg);
`;

const BalanceCard = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--space-md) var(--space-xl);
  padding: var(--space-md) var(--space-lg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface-raised);
  color: var(--color-text);
`;

const Figure = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  color: var(--color-primary);
`;

const Muted = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 var(--space-lg);
  border-radius: var(--radius-md);
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

/** A visitor sees why the mall is empty and the way in (spec §6: protected actions open the login popup). */
function LoginPrompt() {
  const { t } = useTranslation();
  return (
    <Wrap data-testid="point-mall-login">
      <EmptyState message={t('point_mall.login_needed')} />
      <div>
        <LoginLink to="/login">{t('point_mall.login')}</LoginLink>
      </div>
    </Wrap>
  );
}

/** The points mall at /pointMall (spec §1, §2, §7 "Points"): balance, rewards with redeem, records, details, rules, convert. */
export function PointMall() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(tokenAtom) !== null;
  const { isTrial } = useAtomValue(loginStateAtom);
  const language = useAtomValue(languageAtom);
  const errorText = useErrorText(['point_mall']);
  const summary = usePointsSummary();
  const [tab, setTab] = useState<PointMallTab>('rewards');

  if (!signedIn) return <LoginPrompt />;
  if (isTrial) return <Alert tone="info">{t('point_mall.trial')}</Alert>;
  if (summary.isPending) return <Skeleton shape="rect" height="6rem" />;
  if (summary.isError) return <Alert tone="error" testId="point-mall-error">{errorText(summary.error)}</Alert>;

  const { balance, earned, config } = summary.data;
  return (
    <Wrap data-testid="point-mall">
      <BalanceCard>
        <div>
          <Muted>{t('point_mall.balance')}</Muted>
          <Figure data-testid="points-balance">{balance}</Figure>
        </div>
        <Muted>{t('point_mall.earned', { points: earned })}</Muted>
      </BalanceCard>
      <Tabs
        label={t('point_mall.tabs_label')}
        items={POINT_MALL_TABS.map((id) => ({ id, label: t(`point_mall.tabs.${id}`) }))}
        value={tab}
        onChange={(id) => setTab(id as PointMallTab)}
      />
      <div role="tabpanel" aria-labelledby={`tab-${tab}`} data-testid={`point-mall-panel-${tab}`}>
        {tab === 'rewards' ? <RewardsGrid language={language} balance={balance} /> : null}
        {tab === 'records' ? <RedeemRecords /> : null}
        {tab === 'details' ? <PointsDetails /> : null}
        {tab === 'rules' ? <PointsRules config={config} /> : null}
        {tab === 'convert' ? <ConvertForm balance={balance} config={config} /> : null}
      </div>
    </Wrap>
  );
}
