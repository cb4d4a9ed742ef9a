import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Limit } from '@platform/shared/api-contract';
import { formatDateTime } from '@platform/shared/i18n';
import { RecordTable } from '@platform/shared/ui-kit';
import { useMoney } from '../utils/use-money';

/** A limit's value in its unit: money for deposit, loss and wager, minutes for the session. */
export function useLimitValueText() {
  const { t } = useTranslation();
  const formatMinor = useMoney();
  return (limit: Pick<Limit, 'kind'>, value: number | null): string =>
    value === null
      ? t('protection.no_limit')
      : limit.kind === 'session'
        ? t('protection.minutes', { count: value })
        : formatMinor(value);
}

/** Every limit: what applies now, how much of it this window used, and a raise still waiting. */
export function LimitsTable({ limits }: { limits: readonly Limit[] }) {
  const { t } = useTranslation();
  const valueText = useLimitValueText();
  return (
    <Table data-testid="limits-table" data-cards>
      <caption>{t('protection.limits_caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('protection.limit')}</th>
          <th scope="col">{t('protection.current')}</th>
          <th scope="col">{t('protection.used')}</th>
          <th scope="col">{t('protection.pending')}</th>
        </tr>
      </thead>
      <tbody>
        {limits.map((limit) => (
          <tr key={`${limit.kind}-${limit.period}`} data-testid={`limit-${limit.kind}-${limit.period}`}>
            <th scope="row" data-label={t('protection.limit')}>{t(`protection.limit_names.${limit.kind}_${limit.period}`)}</th>
            <td data-testid="limit-current" data-label={t('protection.current')}>{valueText(limit, limit.current)}</td>
            <td data-label={t('protection.used')}>{valueText(limit, limit.used)}</td>
            <td data-testid="limit-pending" data-label={t('protection.pending')}>
              {limit.pendingFrom
                ? t('protection.pending_change', { value: valueText(limit, limit.pending), date: formatDateTime(limit.pendingFrom) })
                : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The shared record table (cards on phones, issue 21) with a visible caption and wrapping text. */
const Table = styled(RecordTable)`
  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: var(--space-xs);
  }
  th,
  td {
    white-space: normal;
  }
  thead th {
    color: var(--color-text-muted);
  }
`;
