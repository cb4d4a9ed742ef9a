import { useTranslation } from 'react-i18next';
import { useRedeemRecords } from '@platform/promotions/data-access';
import { formatDateTime, formatMoney } from '@platform/shared/i18n';
import { PagedRecordTable } from './paged-record-table';
import { redeemStatusKey } from './point-mall-rules';

/** Spec §3 "Points redeem record": points, amount, status, time, remark; newest first. */
export function RedeemRecords() {
  const { t } = useTranslation();
  return (
    <PagedRecordTable
      usePage={useRedeemRecords}
      testId="redeem-records"
      caption={t('point_mall.tabs.records')}
      emptyMessage={t('point_mall.no_records')}
      head={
        <>
          <th scope="col">{t('point_mall.reward')}</th>
          <th scope="col" className="amount">{t('point_mall.points')}</th>
          <th scope="col" className="amount">{t('point_mall.amount')}</th>
          <th scope="col">{t('point_mall.status_label')}</th>
          <th scope="col">{t('point_mall.time')}</th>
          <th scope="col">{t('point_mall.remark')}</th>
        </>
      }
      row={(row) => (
        <tr key={row.id} data-testid={`redeem-record-${row.id}`}>
          <td>{row.rewardTitle}</td>
          <td className="amount">{row.points}</td>
          <td className="amount">{formatMoney(row.amount)}</td>
          <td data-status={row.status}>{t(redeemStatusKey(row.status))}</td>
          <td>{formatDateTime(row.time)}</td>
          <td>{row.remark || '—'}</td>
        </tr>
      )}
    />
  );
}
