import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, PayoutRecord, PayoutRole } from '@platform/shared/api-contract';
import { formatDateTime } from '@platform/shared/i18n';
import { Tabs } from '@platform/shared/ui-kit';
import { REPORT_PAGE_SIZE, usePayoutRecords } from '@platform/agent/data-access';
import { ReportPage } from '../components/report-page';
import { requestOf, useReportFilter } from '../components/report-filters';
import { ReportTable, type ReportColumn } from '../components/report-table';
import { useMoney, useRate } from '../components/money';

/**
 * The salary and dividend records (spec §2: dividend record, daily wages, hourly salary, real-time
 * salary): the paid periods of one contract kind, received from the upline or paid to downlines.
 */
function PayoutRecordsPage({ kind, page }: { kind: ContractKind; page: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const formatRate = useRate();
  const [role, setRole] = useState<PayoutRole>('received');
  const { filter, changeFilter, pageNo, setPageNo } = useReportFilter();
  const query = usePayoutRecords({ kind, role, ...requestOf(filter), pageNo, pageSize: REPORT_PAGE_SIZE });
  const columns: ReportColumn<PayoutRecord>[] = [
    { header: t('agent.col.period'), cell: (r) => `${formatDateTime(r.periodStart)} – ${formatDateTime(r.periodEnd)}` },
    { header: role === 'received' ? t('agent.col.upline') : t('agent.col.downline'), cell: (r) => (role === 'received' ? r.upline : r.downline) },
    { header: t('agent.col.amount'), minor: (r) => r.amount },
    { header: t('agent.figure.turnover'), minor: (r) => r.turnover },
    { header: t('agent.col.team_loss'), minor: (r) => r.teamLoss },
    { header: t('agent.col.active_members'), cell: (r) => r.activeMembers, amount: true },
    { header: t('agent.col.rate'), cell: (r) => formatRate(r.rate), amount: true },
    { header: t('agent.col.paid_at'), cell: (r) => formatDateTime(r.paidAt) },
  ];
  return (
    <ReportPage
      name={page}
      title={t(`agent.pages.${page}`)}
      testId={`payout-records-${kind}`}
      filter={filter}
      onFilterChange={changeFilter}
      beforeFilters={
        <Tabs
          label={t('agent.records_side')}
          items={(['received', 'paid'] as const).map((id) => ({ id, label: t(`agent.role.${id}`) }))}
          value={role}
          onChange={(id) => {
            setRole(id as PayoutRole);
            setPageNo(1);
          }}
        />
      }
    >
      <ReportTable
        name="payout-records"
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        pageNo={pageNo}
        onPage={setPageNo}
        totals={query.data && [{ key: 'amount', label: t(`agent.role_total.${role}`), value: money(query.data.summary.amount), lead: true }]}
        empty={{ title: t(`agent.empty.payouts.${role}`), message: t('agent.empty.payouts.message'), actions: ['contracts'] }}
      />
    </ReportPage>
  );
}

export const DividendRecordPage = () => <PayoutRecordsPage kind="dividend" page="dividendRecord" />;
export const DailyWagesPage = () => <PayoutRecordsPage kind="daily_salary" page="dailyWages" />;
export const HourlySalaryPage = () => <PayoutRecordsPage kind="hourly_salary" page="hourlySalary" />;
export const RealtimeSalaryPage = () => <PayoutRecordsPage kind="realtime_salary" page="realtimeSalary" />;
