import { useTranslation } from 'react-i18next';
import type { UserLoss } from '@platform/shared/api-contract';
import { REPORT_PAGE_SIZE, useUserLoss } from '@platform/agent/data-access';
import { ReportPage } from '../components/report-page';
import { requestOf, useReportFilter } from '../components/report-filters';
import { ReportTable, type ReportColumn } from '../components/report-table';
import { useMoney } from '../components/money';

/** User loss statements (spec §2): each team member's turnover, wins, rebates and profit or loss, after the period's totals. */
export function UserLossPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { filter, changeFilter, pageNo, setPageNo } = useReportFilter(true);
  const query = useUserLoss({ ...requestOf(filter), pageNo, pageSize: REPORT_PAGE_SIZE });
  const columns: ReportColumn<UserLoss>[] = [
    { header: t('agent.account'), cell: (r) => r.account },
    { header: t('agent.col.level'), cell: (r) => r.level, amount: true },
    { header: t('agent.figure.turnover'), minor: (r) => r.turnover },
    { header: t('agent.col.wins'), minor: (r) => r.wins },
    { header: t('agent.col.rebates'), minor: (r) => r.rebates },
    { header: t('agent.col.profit_loss'), minor: (r) => r.profitLoss },
  ];
  const summary = query.data?.summary;
  return (
    <ReportPage name="user-loss" title={t('agent.pages.userLoss')} filter={filter} onFilterChange={changeFilter}>
      <ReportTable
        name="user-loss"
        columns={columns}
        query={query}
        rowKey={(r) => r.memberId}
        pageNo={pageNo}
        onPage={setPageNo}
        totals={
          summary && [
            { key: 'profit_loss', label: t('agent.col.profit_loss'), value: money(summary.profitLoss), lead: true },
            { key: 'turnover', label: t('agent.figure.turnover'), value: money(summary.turnover) },
            { key: 'wins', label: t('agent.col.wins'), value: money(summary.wins) },
            { key: 'rebates', label: t('agent.col.rebates'), value: money(summary.rebates) },
          ]
        }
        empty={{ title: t('agent.empty.user_loss.title'), message: t('agent.empty.user_loss.message'), actions: ['register', 'invite'] }}
      />
    </ReportPage>
  );
}
