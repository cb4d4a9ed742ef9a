import { useTranslation } from 'react-i18next';
import type { DownlineTransaction } from '@platform/shared/api-contract';
import { formatDateTime } from '@platform/shared/i18n';
import { REPORT_PAGE_SIZE, useDownlineTransactions } from '@platform/agent/data-access';
import { ReportPage } from '../components/report-page';
import { requestOf, useReportFilter } from '../components/report-filters';
import { ReportTable, type ReportColumn } from '../components/report-table';

/** Downline transaction details (spec §2): every movement of the downlines' main wallets. */
export function DownlineTransactionsPage() {
  const { t } = useTranslation();
  const { filter, changeFilter, pageNo, setPageNo } = useReportFilter(true);
  const query = useDownlineTransactions({ ...requestOf(filter), pageNo, pageSize: REPORT_PAGE_SIZE });
  const columns: ReportColumn<DownlineTransaction>[] = [
    { header: t('agent.col.time'), cell: (r) => formatDateTime(r.createdAt) },
    { header: t('agent.account'), cell: (r) => r.account },
    { header: t('agent.col.type'), cell: (r) => t(`agent.tx.${r.type}`) },
    { header: t('agent.col.amount'), minor: (r) => r.amount },
    { header: t('agent.balance'), minor: (r) => r.balanceAfter },
  ];
  return (
    <ReportPage name="downline-transactions" title={t('agent.pages.downlineTransactions')} filter={filter} onFilterChange={changeFilter}>
      <ReportTable
        name="downline-transactions"
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        pageNo={pageNo}
        onPage={setPageNo}
        empty={{ title: t('agent.empty.transactions.title'), message: t('agent.empty.transactions.message'), actions: ['register', 'invite'] }}
      />
    </ReportPage>
  );
}
