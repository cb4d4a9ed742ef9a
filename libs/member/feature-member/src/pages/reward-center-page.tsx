import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@platform/shared/api-contract';
import { formatDateTime } from '@platform/shared/i18n';
import { Alert, Button, EmptyState, LinkButton, SafeHtml, Spinner } from '@platform/shared/ui-kit';
import { useApplyActivity, useClaimActivity, useRewardCenter } from '@platform/member/data-access';
import { Page, PageTitle } from '../components/parts';
import { useMoney } from '../components/money';
import { useErrorText } from '../components/use-error-text';
import { ActivityApplicationForm } from './activity-application-form';

// The popup loads when a member opens an envelope, not with the page.
const RedEnvelopePopup = lazy(() => import('./red-envelope-popup').then((m) => ({ default: m.RedEnvelopePopup })));

/** rewardCenter (spec §2): the promotions with the member's activity status (spec §4), applying and claiming. */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rewards = useRewardCenter();
  return (
    <Page aria-labelledby="rewards-title" data-testid="reward-center-page">
      <PageTitle id="rewards-title">{t('member.rewards_title')}</PageTitle>
      {rewards.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : rewards.isError ? (
        <Alert tone="error" testId="rewards-error">{errorText(rewards.error)}</Alert>
      ) : rewards.data.rows.length === 0 ? (
        <EmptyState
          testId="rewards-empty"
          title={t('member.rewards_empty_title')}
          message={t('member.rewards_empty_text')}
          action={<LinkButton as={Link} to="/promotions">{t('member.see_promotions')}</LinkButton>}
        />
      ) : (
        <>
          <p data-testid="rewards-available">{t('member.rewards_available', { count: rewards.data.availablePromoCount })}</p>
          <Cards>
            {rewards.data.rows.map((activity) => (
              <ActivityCard key={activity.promotionId} activity={activity} />
            ))}
          </Cards>
        </>
      )}
    </Page>
  );
}

function ActivityCard({ activity }: { activity: Activity }) {
  const formatMinor = useMoney();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [applying, setApplying] = useState(false);
  const [envelopeOpen, setEnvelopeOpen] = useState(false);
  const kind = activity.kind;
  // Sign-up and raffle promotions are joined without proof; a raffle then waits for the draw.
  const joinsFirst = kind === 'signUp' || kind === 'raffle';
  const claim = useClaimActivity();
  const join = useApplyActivity();
  const headingId = `activity-${activity.promotionId}`;
  return (
    <li aria-labelledby={headingId} data-testid="activity" data-status={activity.status}>
      {activity.imageUrl ? <img src={activity.imageUrl} alt="" loading="lazy" /> : null}
      <h3 id={headingId}>{activity.title}</h3>
      <Status data-testid="activity-status">{t(`member.activity_status.${activity.status}`)}</Status>
      <SafeHtml html={activity.content} />
      <small>
        {t('member.rewards_starts', { date: formatDateTime(activity.startDateStr) })}
        {activity.closesAt ? ` · ${t('member.rewards_closes', { date: formatDateTime(activity.closesAt) })}` : ''}
      </small>
      {activity.application?.amount ? <p>{t('member.rewards_amount', { amount: formatMinor(activity.application.amount) })}</p> : null}
      {activity.status === 'join' && joinsFirst ? (
        // A sign-up promotion is joined without proof; its reward is requested afterwards (status joined).
        <Button loading={join.isPending} onClick={() => join.mutate({ promotionId: activity.promotionId, remark: '', uploadIds: [] })} aria-label={t('member.rewards_join_named', { title: activity.title })} data-testid="activity-join">
          {t('member.rewards_join')}
        </Button>
      ) : null}
      {activity.status === 'join' && kind === 'redEnvelope' ? (
        <Button onClick={() => setEnvelopeOpen(true)} aria-label={t('member.red_envelope_open_named', { title: activity.title })} data-testid="activity-red-envelope">
          {t('member.red_envelope_open')}
        </Button>
      ) : null}
      {envelopeOpen ? (
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <RedEnvelopePopup promotionId={activity.promotionId} title={activity.title} onClose={() => setEnvelopeOpen(false)} />
        </Suspense>
      ) : null}
      {activity.status === 'joined' && kind === 'raffle' ? <p data-testid="activity-raffle-waiting">{t('member.raffle_waiting')}</p> : null}
      {(activity.status === 'join' && kind === 'application') || (activity.status === 'joined' && kind === 'signUp') ? (
        applying ? (
          <ActivityApplicationForm promotionId={activity.promotionId} title={activity.title} onCancel={() => setApplying(false)} />
        ) : (
          <Button onClick={() => setApplying(true)} aria-label={t(activity.status === 'joined' ? 'member.rewards_request_named' : 'member.rewards_apply_named', { title: activity.title })} data-testid="activity-apply">
            {t(activity.status === 'joined' ? 'member.rewards_request' : 'member.rewards_apply')}
          </Button>
        )
      ) : null}
      {join.isError ? <Alert tone="error">{errorText(join.error)}</Alert> : null}
      {activity.status === 'claim' ? (
        <Button loading={claim.isPending} onClick={() => claim.mutate(activity.promotionId)} data-testid="activity-claim">
          {t('member.rewards_claim')}
        </Button>
      ) : null}
      {claim.isError ? <Alert tone="error">{errorText(claim.error)}</Alert> : null}
    </li>
  );
}

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: var(--space-md);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    align-content: start;
    gap: var(--space-sm);
    padding: var(--space-md);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: var(--radius-md);
  }
`;

const Status = styled.strong`
  justify-self: start;
  padding: 0 var(--space-xs);
  border: 1px solid currentColor;
  border-radius: var(--radius-md);
  font-size: 0.8125rem;
`;
