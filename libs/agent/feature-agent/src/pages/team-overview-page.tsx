import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@platform/shared/i18n';
import { Alert, Spinner } from '@platform/shared/ui-kit';
import { useTeamOverview } from '@platform/agent/data-access';
import { Page, formatMinor, useErrorText } from './parts';

/** Team overview, the agent centre's default page (spec §2). */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const overview = useTeamOverview();
  if (overview.isPending) return <Spinner label={t('app.loading')} />;
  if (overview.isError) return <Alert tone="error">{errorText(overview.error)}</Alert>;
  const o = overview.data;
  const figures: [string, string][] = [
    ['direct', String(o.directDownlines)],
    ['total', String(o.totalDownlines)],
    ['new_today', String(o.newToday)],
    ['new_7_days', String(o.newLast7Days)],
    ['team_balance', formatMinor(o.teamBalance)],
    ['turnover', formatMinor(o.turnover)],
    ['deposits', formatMinor(o.deposits)],
  ];
  return (
    <Page aria-labelledby="overview-title" data-testid="team-overview">
      <h2 id="overview-title">{t('agent.overview_title')}</h2>
      <small>{t('agent.period', { from: formatDateTime(o.from), to: formatDateTime(o.to) })}</small>
      <Figures>
        {figures.map(([key, value]) => (
          <div key={key} data-testid={`overview-${key}`}>
            <dt>{t(`agent.figure.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
    </Page>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: var(--space-sm);
  margin: 0;
  div {
    padding: var(--space-sm);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    background: var(--color-surface-raised);
  }
  dt {
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
