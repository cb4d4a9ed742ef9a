import { useTranslation } from 'react-i18next';
import type { UserLoss } from '@platform/shared/api-contract';
import { REPORT_PAGE_SIZE, useUserLoss } from '@platform/agent/data-access';
import { ReportPage } from '../components/report-page';
import { requestOf, useReportFilter } from '../components/report-filters';
import { ReportTable, type ReportColumn } from '../components/report-table';
import { formatMinor } from './parts';

/** User loss statements (spec §2): each team member's turnover, wins, rebates and profit or loss. */
export function UserLossPage() {
  const { t } = useTranslation();
  const { filter, changeFilter, pageNo, setPageNo } = useReportFilter(true);
  const query = useUserLoss({ ...requestOf(filter), pageNo, pageSize: REPORT_PAGE_SIZE });
  const columns: ReportColumn<UserLoss>[] = [
    { header: t('agent.account'), cell: (r) => r.account },
    { header: t('agent.col.level'), cell: (r) => r.level },
    { header: t('agent.figure.turnover'), cell: (r) => formatMinor(r.turnover), amount: true },
    { header: t('agent.col.wins'), cell: (r) => formatMinor(r.wins), amount: true },
    { header: t('agent.col.rebates'), cell: (r) => formatMinor(r.rebates), amount: true },
    { header: t('agent.col.profit_loss'), cell: (r) => formatMinor(r.profitLoss), amount: true },
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
            [t('agent.figure.turnover'), formatMinor(summary.turnover)],
            [t('agent.col.profit_loss'), formatMinor(summary.profitLoss)],
          ]
        }
      />
    </ReportPage>
  );
}
