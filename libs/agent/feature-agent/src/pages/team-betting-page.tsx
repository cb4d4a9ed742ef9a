import { useTranslation } from 'react-i18next';
import type { TeamBet } from '@platform/shared/api-contract';
import { formatDateTime } from '@platform/shared/i18n';
import { REPORT_PAGE_SIZE, useTeamBetting } from '@platform/agent/data-access';
import { ReportPage } from '../components/report-page';
import { requestOf, useReportFilter } from '../components/report-filters';
import { ReportTable, type ReportColumn } from '../components/report-table';
import { useMoney } from '../components/money';

/** Team betting (spec §2): the downlines' real-money bets over a period, newest first, after the period's totals. */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { filter, changeFilter, pageNo, setPageNo } = useReportFilter(true);
  const query = useTeamBetting({ ...requestOf(filter), pageNo, pageSize: REPORT_PAGE_SIZE });
  const columns: ReportColumn<TeamBet>[] = [
    { header: t('agent.col.time'), cell: (r) => formatDateTime(r.createdAt) },
    { header: t('agent.account'), cell: (r) => r.account },
    { header: t('agent.col.game'), cell: (r) => `${t(`agent.source.${r.source}`)} ${r.game}` },
    { header: t('agent.col.stake'), minor: (r) => r.stake },
    { header: t('agent.col.payout'), minor: (r) => r.payout },
    { header: t('agent.col.status'), cell: (r) => t(`agent.bet_status.${r.status}`) },
  ];
  const summary = query.data?.summary;
  return (
    <ReportPage name="team-betting" title={t('agent.pages.teamBetting')} filter={filter} onFilterChange={changeFilter}>
      <ReportTable
        name="team-betting"
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        pageNo={pageNo}
        onPage={setPageNo}
        totals={
          summary && [
            { key: 'turnover', label: t('agent.figure.turnover'), value: money(summary.turnover), lead: true },
            { key: 'payout', label: t('agent.col.payout'), value: money(summary.payout) },
            { key: 'bets', label: t('agent.col.bets'), value: String(summary.bets) },
          ]
        }
        empty={{ title: t('agent.empty.team_betting.title'), message: t('agent.empty.team_betting.message'), actions: ['register', 'invite'] }}
      />
    </ReportPage>
  );
}
