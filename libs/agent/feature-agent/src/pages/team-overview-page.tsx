import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@platform/shared/i18n';
import { Alert, Spinner } from '@platform/shared/ui-kit';
import { useTeamDays, useTeamOverview, type TeamDaysState } from '@platform/agent/data-access';
import { PageEmpty } from '../components/page-empty';
import { SummaryCards, type SummaryFigure } from '../components/summary-cards';
import { useMoney } from '../components/money';
import { Page, Table, useErrorText } from './parts';

/** recharts is its own chunk, fetched when the overview shows a team with activity. */
const TeamActivityChart = lazy(() => import('./team-activity-chart'));

/**
 * Team overview, the agent centre's default page (spec §2), summaries first (issue 21): the money
 * of the period as cards, then the team's size, then its deposits and bets per day as a chart.
 * An agent without a team sees what the page is for and how to start one instead of zeros.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const money = useMoney();
  const overview = useTeamOverview();
  if (overview.isPending) return <Spinner label={t('app.loading')} />;
  if (overview.isError) return <Alert tone="error">{errorText(overview.error)}</Alert>;
  const o = overview.data;
  const heading = <h2 id="overview-title">{t('agent.overview_title')}</h2>;
  if (o.totalDownlines === 0) {
    return (
      <Page aria-labelledby="overview-title" data-testid="team-overview">
        {heading}
        <PageEmpty testId="overview-empty" title={t('agent.empty.team.title')} message={t('agent.empty.team.message')} actions={['register', 'invite']} />
      </Page>
    );
  }
  const moneyFigures: SummaryFigure[] = [
    { key: 'deposits', label: t('agent.figure.deposits'), value: money(o.deposits), lead: true },
    { key: 'turnover', label: t('agent.figure.turnover'), value: money(o.turnover), lead: true },
    { key: 'team_balance', label: t('agent.figure.team_balance'), value: money(o.teamBalance) },
  ];
  const teamFigures: SummaryFigure[] = [
    { key: 'direct', label: t('agent.figure.direct'), value: String(o.directDownlines) },
    { key: 'total', label: t('agent.figure.total'), value: String(o.totalDownlines) },
    { key: 'new_today', label: t('agent.figure.new_today'), value: String(o.newToday) },
    { key: 'new_7_days', label: t('agent.figure.new_7_days'), value: String(o.newLast7Days) },
  ];
  return (
    <Page aria-labelledby="overview-title" data-testid="team-overview">
      {heading}
      <Period>{t('agent.period', { from: formatDateTime(o.from), to: formatDateTime(o.to) })}</Period>
      <SummaryCards figures={moneyFigures} testIdPrefix="overview" label={t('agent.summary')} />
      <SummaryCards figures={teamFigures} testIdPrefix="overview" label={t('agent.team_size')} />
      <TeamActivity />
    </Page>
  );
}

/** The team's deposits and bets per day: a chart, and the same figures as a table to read. */
function TeamActivity() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const money = useMoney();
  const team: TeamDaysState = useTeamDays();
  const title = <h3 id="overview-activity-title">{t('agent.activity_title')}</h3>;
  let body;
  if (team.isPending) body = <Spinner label={t('app.loading')} />;
  else if (team.isError) body = <Alert tone="error">{errorText(team.error)}</Alert>;
  else if (team.days.every((day) => day.deposits === 0 && day.turnover === 0)) {
    body = <Quiet data-testid="overview-activity-quiet">{t('agent.activity_quiet')}</Quiet>;
  } else {
    body = (
      <>
        <ChartBox aria-hidden="true" data-testid="overview-chart">
          <Suspense fallback={<Spinner label={t('app.loading')} />}>
            <TeamActivityChart days={team.days} depositsLabel={t('agent.figure.deposits')} betsLabel={t('agent.figure.turnover')} money={money} />
          </Suspense>
        </ChartBox>
        <details>
          <summary>{t('agent.activity_figures')}</summary>
          <Table data-cards="" data-testid="overview-days">
            <thead>
              <tr>
                <th scope="col">{t('agent.col.date')}</th>
                <th scope="col" className="amount">{t('agent.figure.deposits')}</th>
                <th scope="col" className="amount">{t('agent.figure.turnover')}</th>
              </tr>
            </thead>
            <tbody>
              {team.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" data-label={t('agent.col.date')}>{day.date}</th>
                  <td className="amount" data-label={t('agent.figure.deposits')}>{money(day.deposits)}</td>
                  <td className="amount" data-label={t('agent.figure.turnover')}>{money(day.turnover)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </details>
      </>
    );
  }
  return (
    <Activity aria-labelledby="overview-activity-title" data-testid="overview-activity">
      {title}
      {body}
    </Activity>
  );
}

const Period = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

const Activity = styled.section`
  display: grid;
  gap: var(--space-sm);
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  summary {
    padding-block: var(--space-sm);
    cursor: pointer;
  }
`;

const ChartBox = styled.div`
  min-width: 0;
  height: 220px;
`;

const Quiet = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;
