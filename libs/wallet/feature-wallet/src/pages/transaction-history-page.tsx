import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime, useErrorText, usePagerLabels } from '@platform/shared/i18n';
import { DATE_PRESETS, TRANSACTION_TYPES } from '@platform/shared/api-contract';
import { Alert, EmptyState, LinkButton, Pager, Spinner } from '@platform/shared/ui-kit';
import {
  DEFAULT_TRANSACTION_FILTERS,
  useFormatMoney,
  useTransactionHistory,
  useWalletBalance,
  type DatePreset,
  type TransactionFilters,
  type TransactionTypeFilter,
} from '@platform/wallet/data-access';
import { Page, PageTitle, Select, SelectLabel, Table, TableScroll } from '../components/form-parts';
import styled from 'styled-components';

/** transactionHistory, the account record (spec §2, §7): filters by type and date preset, paged. */
export function TransactionHistoryPage() {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const errorText = useErrorText();
  const [filters, setFilters] = useState<TransactionFilters>(DEFAULT_TRANSACTION_FILTERS);
  const history = useTransactionHistory(filters);
  const symbol = useWalletBalance().data?.currencySymbol ?? '';
  const change = (patch: Partial<TransactionFilters>) => setFilters((f) => ({ ...f, pageNo: 1, ...patch }));

  return (
    <Page aria-labelledby="history-title" data-testid="history-page">
      <PageTitle id="history-title">{t('wallet.history_title')}</PageTitle>
      <Filters>
        <SelectLabel>
          {t('wallet.type')}
          <Select
            value={filters.type}
            onChange={(e) => change({ type: e.target.value as TransactionTypeFilter })}
            data-testid="history-type"
          >
            {(['all', ...TRANSACTION_TYPES] as const).map((type) => (
              <option key={type} value={type}>
                {t(`wallet.tx.${type}`)}
              </option>
            ))}
          </Select>
        </SelectLabel>
        <SelectLabel>
          {t('wallet.period')}
          <Select value={filters.preset} onChange={(e) => change({ preset: e.target.value as DatePreset })} data-testid="history-preset">
            {DATE_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`wallet.preset.${preset}`)}
              </option>
            ))}
          </Select>
        </SelectLabel>
      </Filters>
      {history.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : history.isError ? (
        <Alert tone="error">{errorText(history.error)}</Alert>
      ) : history.data.rows.length === 0 ? (
        <EmptyState
          testId="history-empty"
          title={t('wallet.history_empty_title')}
          message={t('wallet.history_empty_text')}
          action={<LinkButton as={Link} to="?memberCenter=depositv2">{t('wallet.deposit')}</LinkButton>}
        />
      ) : (
        <>
          <TableScroll>
            <HistoryTable data-testid="history-table" aria-busy={history.isFetching || undefined} data-cards>
              <thead>
                <tr>
                  <th scope="col">{t('wallet.time')}</th>
                  <th scope="col">{t('wallet.type')}</th>
                  <th scope="col" className="amount">
                    {t('wallet.amount')}
                  </th>
                  <th scope="col" className="amount">
                    {t('wallet.balance_after')}
                  </th>
                  <th scope="col">{t('wallet.status_label')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.rows.map((row) => (
                  <tr key={row.id} data-testid="history-row">
                    <td data-label={t('wallet.time')}>{formatDateTime(row.createdAt)}</td>
                    <td data-testid="history-row-type" data-label={t('wallet.type')}>{t(`wallet.tx.${row.type}`)}</td>
                    <td className="amount" data-label={t('wallet.amount')}>{formatMoney(row.amount, symbol)}</td>
                    <td className="amount" data-label={t('wallet.balance_after')}>{row.balanceAfter === null ? '—' : formatMoney(row.balanceAfter, symbol)}</td>
                    <td data-testid="history-row-status" data-label={t('wallet.status_label')}>{t(`wallet.status.${row.status}`, { defaultValue: row.status })}</td>
                  </tr>
                ))}
              </tbody>
            </HistoryTable>
          </TableScroll>
          {history.data.totalPages > 1 ? (
            <Pager
              current={filters.pageNo}
              total={history.data.totalPages}
              onChange={(pageNo) => setFilters((f) => ({ ...f, pageNo }))}
              {...pagerLabels}
            />
          ) : null}
        </>
      )}
    </Page>
  );
}

/**
 * The member centre's box is about 510 px wide at tablet widths, and five columns of unbroken text
 * (a date and time, a type, two amounts, a status) came out a few px wider than that, by the data:
 * the table then scrolled sideways. The texts may wrap (the date onto its time, a long type or
 * status onto two lines) when the box is short of room; the amounts stay on one line, and the
 * times take equal-width digits so rows line up. Wide boxes keep every row on one line.
 */
const HistoryTable = styled(Table)`
  th:not(.amount),
  td:not(.amount) {
    white-space: normal;
  }
  td:first-child {
    font-variant-numeric: tabular-nums;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-md);
`;
