import { useTranslation } from 'react-i18next';
import type { DownlineTransaction } from '@platform/shared/api-contract';
import { formatDateTime } from '@platform/shared/i18n';
import { REPORT_PAGE_SIZE, useDownlineTransactions } from '@platform/agent/data-access';
import { ReportPage } from '../components/report-page';
import { requestOf, useReportFilter } from '../components/report-filters';
import { ReportTable, type ReportColumn } from '../components/report-table';
import { formatMinor } from './parts';

/** Downline transaction details (spec §2): every movement of the downlines' main wallets. */
export function DownlineTransactionsPage() {
  const { t } = useTranslation();
  const { filter, changeFilter, pageNo, setPageNo } = useReportFilter(true);
  const query = useDownlineTransactions({ ...requestOf(filter), pageNo, pageSize: REPORT_PAGE_SIZE });
  const columns: ReportColumn<DownlineTransaction>[] = [
    { header: t('agent.col.time'), cell: (r) => formatDateTime(r.createdAt) },
    { header: t('agent.account'), cell: (r) => r.account },
    { header: t('agent.col.type'), cell: (r) => t(`agent.tx.${r.type}`) },
    { header: t('agent.col.amount'), cell: (r) => formatMinor(r.amount), amount: true },
    { header: t('agent.balance'), cell: (r) => formatMinor(r.balanceAfter), amount: true },
  ];
  return (
    <ReportPage name="downline-transactions" title={t('agent.pages.downlineTransactions')} filter={filter} onFilterChange={changeFilter}>
      <ReportTable name="downline-transactions" columns={columns} query={query} rowKey={(r) => r.id} pageNo={pageNo} onPage={setPageNo} />
    </ReportPage>
  );
}
