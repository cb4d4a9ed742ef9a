import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRedeemRecords } from '@platform/promotions/data-access';
import { formatDateTime, formatMoney, useErrorText } from '@platform/shared/i18n';
import { Alert, EmptyState, Pager, RecordTable, Skeleton, TableScroll, VisuallyHidden } from '@platform/shared/ui-kit';
import { redeemStatusKey } from './point-mall-rules';

/** Spec §3 "Points redeem record": points, amount, status, time, remark; newest first. */
export function RedeemRecords() {
  const { t } = useTranslation();
  const errorText = useErrorText(['point_mall']);
  const [pageNo, setPageNo] = useState(1);
  const records = useRedeemRecords(pageNo);

  if (records.isPending) return <Skeleton shape="rect" height="8rem" />;
  if (records.isError) return <Alert tone="error">{errorText(records.error)}</Alert>;
  if (records.data.rows.length === 0) return <EmptyState message={t('point_mall.no_records')} />;
  return (
    <>
      <TableScroll>
        <RecordTable data-testid="redeem-records">
          <caption>
            <VisuallyHidden>{t('point_mall.tabs.records')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('point_mall.reward')}</th>
              <th scope="col" className="amount">{t('point_mall.points')}</th>
              <th scope="col" className="amount">{t('point_mall.amount')}</th>
              <th scope="col">{t('point_mall.status_label')}</th>
              <th scope="col">{t('point_mall.time')}</th>
              <th scope="col">{t('point_mall.remark')}</th>
            </tr>
          </thead>
          <tbody>
            {records.data.rows.map((row) => (
              <tr key={row.id} data-testid={`redeem-record-${row.id}`}>
                <td>{row.rewardTitle}</td>
                <td className="amount">{row.points}</td>
                <td className="amount">{formatMoney(row.amount)}</td>
                <td data-status={row.status}>{t(redeemStatusKey(row.status))}</td>
                <td>{formatDateTime(row.time)}</td>
                <td>{row.remark || '—'}</td>
              </tr>
            ))}
          </tbody>
        </RecordTable>
      </TableScroll>
      <Pager
        current={pageNo}
        total={records.data.totalPages}
        onChange={setPageNo}
        label={t('pager.label')}
        previousLabel={t('pager.previous')}
        nextLabel={t('pager.next')}
        pageLabel={(page) => t('pager.page', { page })}
      />
    </>
  );
}
