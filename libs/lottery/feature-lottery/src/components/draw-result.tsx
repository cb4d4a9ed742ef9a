import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@platform/shared/api-contract';
import { outcomeBalls } from '@platform/lottery/data-access';
import { LotteryBall } from '@platform/shared/ui-kit';

/** The tiers shown for a regional draw in a compact row; the full list is on the verification page. */
const SHOWN_TIERS = 2;

/** A drawn period's outcome: coloured balls or dice for the fast games, the top prize tiers for the regional draws. */
export function DrawResult({ draw, size = 28 }: { draw: Pick<LotteryDraw, 'gameCode' | 'periodId' | 'status' | 'outcome'>; size?: number }) {
  const { t } = useTranslation();
  if (draw.status === 'cancelled') return <Muted>{t('lottery_ui.cancelled')}</Muted>;
  if (!draw.outcome) return <Muted>{t('lottery_ui.no_result')}</Muted>;
  const balls = outcomeBalls(draw.gameCode, draw.outcome);
  if (balls.length === 0) {
    return (
      <Tiers data-testid={`result-${draw.periodId}`}>
        {(draw.outcome.tiers ?? []).slice(0, SHOWN_TIERS).map((tier) => (
          <li key={tier.tier}>
            <TierName>{t(`lottery_ui.tier.${tier.tier}`, { defaultValue: tier.tier })}</TierName> <Digits>{tier.numbers.join(' ')}</Digits>
          </li>
        ))}
      </Tiers>
    );
  }
  return (
    <Balls data-testid={`result-${draw.periodId}`} role="list">
      {balls.map((ball, index) => (
        <Ball key={index} role="listitem" data-role={ball.role}>
          {ball.role === 'special' ? <Plus aria-hidden="true">+</Plus> : null}
          {ball.role === 'sum' ? <Plus aria-hidden="true">=</Plus> : null}
          <LotteryBall
            kind={ball.kind}
            value={ball.value}
            size={size}
            label={
              ball.role === 'special'
                ? `${t('lottery_ui.special')} ${ball.value}`
                : ball.role === 'sum'
                  ? t('lottery_ui.sum', { sum: ball.value })
                  : String(ball.value)
            }
          />
        </Ball>
      ))}
    </Balls>
  );
}

const Balls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-xs);
`;

const Ball = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
`;

const Plus = styled.span`
  color: var(--color-text-muted);
  font-weight: 600;
`;

const Muted = styled.span`
  color: var(--color-text-muted);
`;

const Tiers = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TierName = styled.span`
  color: var(--color-text-muted);
`;

const Digits = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  letter-spacing: 0.05em;
`;
