import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Winner } from '@platform/shared/api-contract';
import { useDecimalFormat } from '../hooks/use-decimal-format';
import { splitWinnerBoard, WINNERS_PER_SIDE } from '../utils/winner-board';

export interface WinnerBoardProps {
  /** Sorted by winAmount descending (the data layer does it). */
  winners: readonly Winner[];
  currencySymbol?: string;
}

/** The biggest-wins board (spec §2): the first 10 on the left, the last 10 on the right. */
export function WinnerBoard({ winners, currencySymbol = '' }: WinnerBoardProps) {
  const { t } = useTranslation();
  const formatAmount = useDecimalFormat();
  const { left, right } = splitWinnerBoard(winners);
  const column = (list: Winner[], start: number, testId: string) => (
    <Column start={start} data-testid={testId}>
      {list.map((winner, index) => (
        <Row key={`${start + index}-${winner.vo.customerName}`} data-testid="winner-row">
          <Rank aria-hidden="true">{start + index}</Rank>
          {winner.vo.iconUrl ? (
            <Icon
              src={winner.vo.iconUrl}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              // A missing game icon leaves the tile's plain background, not a broken-image glyph.
              onError={(event) => {
                event.currentTarget.style.visibility = 'hidden';
              }}
            />
          ) : (
            <Icon as="span" />
          )}
          <Who>
            <strong>{winner.vo.customerName}</strong>
            <span>{winner.vo.gameName}</span>
          </Who>
          <Amount data-testid="winner-amount">
            {t('home.win_amount', { amount: `${currencySymbol}${formatAmount(winner.vo.winAmount)}` })}
          </Amount>
        </Row>
      ))}
    </Column>
  );
  return (
    <Board>
      {column(left, 1, 'winners-left')}
      {right.length > 0 ? column(right, WINNERS_PER_SIDE + 1, 'winners-right') : null}
    </Board>
  );
}

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--space-md);

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  min-height: 48px;
  padding: var(--space-xs) var(--space-sm);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
`;

const Rank = styled.span`
  width: 2ch;
  color: var(--color-text-muted);
  text-align: end;
`;

const Icon = styled.img`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: var(--radius-sm);
  background: var(--color-surface-raised);
  object-fit: cover;
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  span {
    overflow: hidden;
    color: var(--color-text-muted);
    font-size: 0.8125rem;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Amount = styled.span`
  margin-inline-start: auto;
  color: var(--color-success);
  font-weight: 700;
  white-space: nowrap;
`;
