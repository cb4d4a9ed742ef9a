import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncomeDay } from '@platform/shared/api-contract';
import { useMyIncome } from '@platform/agent/data-access';
import { ReportPage } from '../components/report-page';
import { initialFilter, requestOf, type ReportFilterValue } from '../components/report-filters';
import { ReportTable, type ReportColumn } from '../components/report-table';
import { formatMinor } from './parts';

/** My income report (spec §2): salaries and dividends received and paid, per day. */
export function MyIncomePage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReportFilterValue>(() => initialFilter());
  const query = useMyIncome(requestOf(filter));
  const columns: ReportColumn<IncomeDay>[] = [
    { header: t('agent.col.date'), cell: (r) => r.date },
    { header: t('agent.col.salary_received'), cell: (r) => formatMinor(r.salaryReceived), amount: true },
    { header: t('agent.col.dividend_received'), cell: (r) => formatMinor(r.dividendReceived), amount: true },
    { header: t('agent.col.salary_paid'), cell: (r) => formatMinor(r.salaryPaid), amount: true },
    { header: t('agent.col.dividend_paid'), cell: (r) => formatMinor(r.dividendPaid), amount: true },
    { header: t('agent.col.net'), cell: (r) => formatMinor(r.net), amount: true },
  ];
  const totals = query.data?.totals;
  return (
    <ReportPage name="my-income" title={t('agent.pages.myIncome')} filter={filter} onFilterChange={setFilter}>
      <ReportTable
        name="my-income"
        columns={columns}
        query={query}
        rowKey={(r) => r.date}
        totals={totals && [[t('agent.col.net'), formatMinor(totals.net)]]}
      />
    </ReportPage>
  );
}
