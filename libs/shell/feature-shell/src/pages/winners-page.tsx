import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WINNER_BOARD_LIMIT, type Winner } from '@platform/shared/api-contract';
import { languageAtom } from '@platform/shared/session';
import { Alert, Button, EmptyState, Spinner } from '@platform/shared/ui-kit';
import { refreshWinners, sortWinnersByAmount, useWinners } from '@platform/shell/data-access';
import { RouteScreen } from './route-screen';
import { useAmountFormat } from '../hooks/use-amount-format';

/** The winners list (spec §2 "winners list"): the whole winner board, biggest win first, at most 20. */
export function winnersList(winners: readonly Winner[]): Winner[] {
  return sortWinnersByAmount(winners).slice(0, WINNER_BOARD_LIMIT);
}

/** /winners: the winner board of the home page as a full list (same call, same session cache). */
export function WinnersPage() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const queryClient = useQueryClient();
  const winners = useWinners(language);
  const amounts = useAmountFormat();
  const rows = winnersList(winners.data ?? []);
  return (
    <RouteScreen titleKey="screen.winners" testId="winners-screen">
      <Button variant="ghost" onClick={() => void refreshWinners(queryClient, language)} data-testid="winners-refresh">
        {t('home.refresh')}
      </Button>
      {winners.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : winners.isError ? (
        <Alert tone="error" testId="winners-error">{t('winners.error')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState message={t('common.no_data')} />
      ) : (
        <Table data-testid="winners-list">
          <caption>{t('winners.caption', { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('winners.rank')}</th>
              <th scope="col">{t('winners.player')}</th>
              <th scope="col" className="game">{t('winners.game')}</th>
              <th scope="col" className="amount">{t('winners.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((winner, index) => (
              <tr key={`${index}-${winner.vo.customerName}`} data-testid="winners-row">
                <td>{index + 1}</td>
                <td>{winner.vo.customerName}</td>
                <td className="game">{winner.vo.gameName}</td>
                <td className="amount">{amounts.major(winner.vo.winAmount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </RouteScreen>
  );
}

/*
 * Four columns that fit a 360 px phone without scrolling sideways: the cells tighten below 600 px,
 * rank, player and amount stay on one line, and the game's name takes the room left, wrapping
 * between words (inside a word only when one word alone is too wide).
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    color: var(--color-text-muted);
    padding-block: var(--space-sm);
  }
  th,
  td {
    padding: var(--space-sm);
    border-block-end: 1px solid var(--color-border);
    text-align: start;
    white-space: nowrap;
  }
  .game {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  .amount {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 599px) {
    th,
    td {
      padding: var(--space-xs);
    }
  }
`;
