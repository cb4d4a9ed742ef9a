import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointsDetails } from '@platform/promotions/data-access';
import { formatDateTime, useErrorText } from '@platform/shared/i18n';
import { Alert, EmptyState, Pager, RecordTable, Skeleton, TableScroll, VisuallyHidden } from '@platform/shared/ui-kit';
import { entryKindKey } from './point-mall-rules';

/** The points ledger (spec §7 "member transaction detail"): every movement with the balance after it. */
export function PointsDetails() {
  const { t } = useTranslation();
  const errorText = useErrorText(['point_mall']);
  const [pageNo, setPageNo] = useState(1);
  const details = usePointsDetails(pageNo);

  if (details.isPending) return <Skeleton shape="rect" height="8rem" />;
  if (details.isError) return <Alert tone="error">{errorText(details.error)}</Alert>;
  if (details.data.rows.length === 0) return <EmptyState message={t('point_mall.no_details')} />;
  return (
    <>
      <TableScroll>
        <RecordTable data-testid="points-details">
          <caption>
            <VisuallyHidden>{t('point_mall.tabs.details')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('point_mall.kind_label')}</th>
              <th scope="col" className="amount">{t('point_mall.points')}</th>
              <th scope="col" className="amount">{t('point_mall.balance_after')}</th>
              <th scope="col">{t('point_mall.time')}</th>
            </tr>
          </thead>
          <tbody>
            {details.data.rows.map((row) => (
              <tr key={row.id}>
                <td>{t(entryKindKey(row.kind))}</td>
                <td className="amount">{row.points > 0 ? `+${row.points}` : row.points}</td>
                <td className="amount">{row.balanceAfter}</td>
                <td>{formatDateTime(row.time)}</td>
              </tr>
            ))}
          </tbody>
        </RecordTable>
      </TableScroll>
      <Pager
        current={pageNo}
        total={details.data.totalPages}
        onChange={setPageNo}
        label={t('pager.label')}
        previousLabel={t('pager.previous')}
        nextLabel={t('pager.next')}
        pageLabel={(page) => t('pager.page', { page })}
      />
    </>
  );
}
