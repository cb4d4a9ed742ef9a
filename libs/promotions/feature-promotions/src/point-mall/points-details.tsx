import { useTranslation } from 'react-i18next';
import { usePointsDetails } from '@platform/promotions/data-access';
import { formatDateTime } from '@platform/shared/i18n';
import { PagedRecordTable } from './paged-record-table';
import { entryKindKey } from './point-mall-rules';

/** The points ledger (spec §7 "member transaction detail"): every movement with the balance after it. */
export function PointsDetails() {
  const { t } = useTranslation();
  return (
    <PagedRecordTable
      usePage={usePointsDetails}
      testId="points-details"
      caption={t('point_mall.tabs.details')}
      emptyMessage={t('point_mall.no_details')}
      head={
        <>
          <th scope="col">{t('point_mall.kind_label')}</th>
          <th scope="col" className="amount">{t('point_mall.points')}</th>
          <th scope="col" className="amount">{t('point_mall.balance_after')}</th>
          <th scope="col">{t('point_mall.time')}</th>
        </>
      }
      row={(row) => (
        <tr key={row.id}>
          <td>{t(entryKindKey(row.kind))}</td>
          <td className="amount">{row.points > 0 ? `+${row.points}` : row.points}</td>
          <td className="amount">{row.balanceAfter}</td>
          <td>{formatDateTime(row.time)}</td>
        </tr>
      )}
    />
  );
}
