import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, usePagerLabels, useErrorText } from '@platform/shared/i18n';
import { Alert, EmptyState, Pager, Spinner, VisuallyHidden } from '@platform/shared/ui-kit';
import { useFormatMoney, useWithdrawals } from '@platform/wallet/data-access';
import { Table, TableScroll } from './form-parts';
import { ReceiptAnswer } from './receipt-answer';

/** The player's withdrawals, newest first, with the receipt answer on those paid out. */
export function WithdrawalList({ currencySymbol }: { currencySymbol: string }) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const list = useWithdrawals(pageNo);

  if (list.isPending) return <Spinner label={t('app.loading')} />;
  if (list.isError) return <Alert tone="error">{errorText(list.error)}</Alert>;
  if (list.data.rows.length === 0) return <EmptyState message={t('wallet.no_withdrawals')} />;

  return (
    <>
      <TableScroll>
        <Table data-testid="withdrawal-list" data-cards>
          <caption>
            <VisuallyHidden>{t('wallet.withdrawals')}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.time')}</th>
              <th scope="col" className="amount">
                {t('wallet.amount')}
              </th>
              <th scope="col">{t('wallet.status_label')}</th>
              <th scope="col">{t('wallet.action')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.rows.map((row) => (
              <tr key={row.id} data-testid={`withdrawal-${row.id}`}>
                <td data-label={t('wallet.time')}>{formatDateTime(row.createdAt)}</td>
                <td className="amount" data-label={t('wallet.amount')}>{formatMoney(row.amount, currencySymbol)}</td>
                <td data-testid="withdrawal-status" data-label={t('wallet.status_label')}>{t(`wallet.status.${row.status}`)}</td>
                <td data-label={t('wallet.action')}>{row.status === 'paid' ? <ReceiptAnswer withdrawal={row} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      {list.data.totalPages > 1 ? (
        <Pager current={pageNo} total={list.data.totalPages} onChange={setPageNo}
          {...pagerLabels}
        />
      ) : null}
    </>
  );
}
