import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncomeDay } from '@platform/shared/api-contract';
import { useMyIncome } from '@platform/agent/data-access';
import { ReportPage } from '../components/report-page';
import { initialFilter, requestOf, type ReportFilterValue } from '../components/report-filters';
import { ReportTable, type ReportColumn } from '../components/report-table';
import { useMoney } from '../components/money';

/** My income report (spec §2): the period's net income and its parts first, then salaries and dividends per day. */
export function MyIncomePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [filter, setFilter] = useState<ReportFilterValue>(() => initialFilter());
  const query = useMyIncome(requestOf(filter));
  const columns: ReportColumn<IncomeDay>[] = [
    { header: t('agent.col.date'), cell: (r) => r.date },
    { header: t('agent.col.net'), minor: (r) => r.net },
    { header: t('agent.col.salary_received'), minor: (r) => r.salaryReceived },
    { header: t('agent.col.dividend_received'), minor: (r) => r.dividendReceived },
    { header: t('agent.col.salary_paid'), minor: (r) => r.salaryPaid },
    { header: t('agent.col.dividend_paid'), minor: (r) => r.dividendPaid },
  ];
  const totals = query.data?.totals;
  return (
    <ReportPage name="my-income" title={t('agent.pages.myIncome')} filter={filter} onFilterChange={setFilter}>
      <ReportTable
        name="my-income"
        columns={columns}
        query={query}
        rowKey={(r) => r.date}
        totals={
          totals && [
            { key: 'net', label: t('agent.col.net'), value: money(totals.net), lead: true },
            { key: 'salary_received', label: t('agent.col.salary_received'), value: money(totals.salaryReceived) },
            { key: 'dividend_received', label: t('agent.col.dividend_received'), value: money(totals.dividendReceived) },
            { key: 'salary_paid', label: t('agent.col.salary_paid'), value: money(totals.salaryPaid) },
            { key: 'dividend_paid', label: t('agent.col.dividend_paid'), value: money(totals.dividendPaid) },
          ]
        }
        empty={{ title: t('agent.empty.income.title'), message: t('agent.empty.income.message'), actions: ['contracts'] }}
      />
    </ReportPage>
  );
}
