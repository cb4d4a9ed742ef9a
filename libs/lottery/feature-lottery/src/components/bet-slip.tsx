import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@platform/shared/api-contract';
import { needsSelection, potentialWin, slipTotals, type SlipBet } from '@platform/lottery/data-access';
import { Button } from '@platform/shared/ui-kit';
import { useMoney } from '../hooks/use-money';

export interface BetSlipProps {
  game: LotteryGame;
  bets: readonly SlipBet[];
  onRemove: (index: number) => void;
  onClear: () => void;
  onSubmit: () => void;
  submitting?: boolean;
}

/** The bet slip: each line with its stake and potential win, the totals, and submit. */
export function BetSlip({ game, bets, onRemove, onClear, onSubmit, submitting = false }: BetSlipProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const totals = slipTotals(game, bets);
  const describe = (bet: SlipBet) =>
    needsSelection(bet.betType) ? `${t(`lottery_ui.bet_type.${bet.betType}`)} ${bet.selection}` : t(`lottery_ui.bet_type.${bet.betType}`);
  return (
    <Slip aria-labelledby="lottery-slip-title" data-testid="bet-slip">
      <h3 id="lottery-slip-title">{t('lottery_ui.slip')}</h3>
      {bets.length === 0 ? (
        <Muted data-testid="slip-empty">{t('lottery_ui.slip_empty')}</Muted>
      ) : (
        <Lines>
          {bets.map((bet, index) => (
            <Line key={index} data-testid={`slip-line-${index}`}>
              <span>{describe(bet)}</span>
              <Money>{money(bet.stake)}</Money>
              <Money aria-label={`${t('lottery_ui.potential_win')} ${money(potentialWin(game, bet))}`}>→ {money(potentialWin(game, bet))}</Money>
              <Button variant="ghost" onClick={() => onRemove(index)} aria-label={t('lottery_ui.remove', { bet: describe(bet) })}>
                ×
              </Button>
            </Line>
          ))}
        </Lines>
      )}
      <Totals>
        <dt>{t('lottery_ui.total_stake')}</dt>
        <dd data-testid="slip-total-stake">{money(totals.stake)}</dd>
        <dt>{t('lottery_ui.potential_win')}</dt>
        <dd data-testid="slip-potential-win">{money(totals.potentialWin)}</dd>
      </Totals>
      <Actions>
        <Button variant="secondary" onClick={onClear} disabled={bets.length === 0 || submitting} data-testid="slip-clear">
          {t('lottery_ui.clear')}
        </Button>
        <Button onClick={onSubmit} disabled={bets.length === 0} loading={submitting} data-testid="slip-submit">
          {t('lottery_ui.submit')}
        </Button>
      </Actions>
    </Slip>
  );
}

const Slip = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  padding: var(--space-md);
  background: var(--color-surface-raised);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 1fr auto auto auto;
  align-items: center;
  gap: var(--space-sm);
  border-bottom: 1px solid var(--color-border);
`;

const Money = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Muted = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--space-xs) var(--space-md);
  margin: 0;
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: var(--space-sm);
  justify-content: flex-end;
  flex-wrap: wrap;
`;
