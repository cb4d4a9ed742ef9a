import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { needsSelection, useMyLotteryBets } from '@platform/lottery/data-access';
import { Alert, EmptyState, Pager, Spinner } from '@platform/shared/ui-kit';
import { useMoney } from '../hooks/use-money';
import { gameName } from './lobby-list';
import { RecordList, RecordRow } from './record-list';

/** My bets, newest first and paged, each with its status (open, won, lost, refunded) and payout. */
export function MyBets() {
  const { t } = useTranslation();
  const money = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const bets = useMyLotteryBets(pageNo);
  if (bets.isPending) return <Spinner label={t('lottery_ui.loading')} />;
  if (bets.isError) return <Alert tone="error">{t('lottery_ui.load_failed')}</Alert>;
  if (bets.data.rows.length === 0) return <EmptyState message={t('lottery_ui.bets_empty')} />;
  return (
    <>
      <RecordList data-testid="lottery-bets">
        {bets.data.rows.map((bet) => (
          <RecordRow key={bet.betId} data-testid={`bet-row-${bet.betId}`} data-status={bet.status}>
            <Head>
              <strong>{gameName(t, { gameCode: bet.gameCode, name: bet.gameCode })}</strong>
              <Muted>{t('lottery_ui.period', { id: bet.periodId })}</Muted>
            </Head>
            <span>
              {t(`lottery_ui.bet_type.${bet.betType}`)}
              {needsSelection(bet.betType) ? ` ${bet.selection}` : ''} · {t('lottery_ui.bet_stake', { amount: money(bet.stake) })}
              {bet.payout > 0 ? ` · ${t('lottery_ui.bet_payout', { amount: money(bet.payout) })}` : ''}
            </span>
            <Status $status={bet.status} data-testid={`bet-status-${bet.betId}`}>
              {t(`lottery_ui.status.${bet.status}`)}
            </Status>
          </RecordRow>
        ))}
      </RecordList>
      <Pager current={pageNo} total={bets.data.totalPages} onChange={setPageNo} label={t('lottery_ui.bets_pager')} />
    </>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs) var(--space-sm);
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const STATUS_COLOUR = { open: 'var(--color-text-muted)', won: 'var(--color-success)', lost: 'var(--color-danger)', refunded: 'var(--color-text)' } as const;

const Status = styled.span<{ $status: keyof typeof STATUS_COLOUR }>`
  font-weight: 600;
  color: ${({ $status }) => STATUS_COLOUR[$status]};
`;
