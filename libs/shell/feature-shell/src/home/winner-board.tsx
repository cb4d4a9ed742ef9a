import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Winner } from '@platform/shared/api-contract';
import { artManifest, gameArt } from '@platform/shared/game-art';
import { formatMajorAmount } from '@platform/shared/i18n';
import { storeValuesAtom, systemInfoAtom } from '@platform/shared/session';
import { splitWinnerBoard, WINNERS_PER_SIDE } from '../utils/winner-board';

/**
 * The catalogue's icon where the brand's image CDNs carry catalogue images, else the art drawn for
 * the game (a winner names only the game, so its name picks the art): never a request that fails.
 */
function winnerIcon(winner: Winner): string {
  const manifest = artManifest();
  if (winner.vo.iconUrl && manifest.catalogueImages) return winner.vo.iconUrl;
  return gameArt({ vassalage: 'WINNER', gameCode: winner.vo.gameName, gameType: 'RNG' }, manifest).src;
}

export interface WinnerBoardProps {
  /** Sorted by winAmount descending (the data layer does it). */
  winners: readonly Winner[];
}

/** The biggest-wins board (spec §2): the first 10 on the left, the last 10 on the right. */
export function WinnerBoard({ winners }: WinnerBoardProps) {
  const { t, i18n } = useTranslation();
  // The language the page is written in, as the shell's other amounts (hooks/use-amount-format.ts).
  const language = i18n.language;
  const { currencySymbol: walletSymbol } = useAtomValue(storeValuesAtom);
  // The system status serves the merchant's currency to guests too (issue 26), so a guest reads "R$" as a member does.
  const currencySymbol = useAtomValue(systemInfoAtom)?.currency?.symbol || walletSymbol;
  const { left, right } = splitWinnerBoard(winners);
  const column = (list: Winner[], start: number, testId: string) => (
    <Column start={start} data-testid={testId}>
      {list.map((winner, index) => (
        <Row key={`${start + index}-${winner.vo.customerName}`} data-testid="winner-row">
          <Rank aria-hidden="true">{start + index}</Rank>
          <Icon
            src={winnerIcon(winner)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            // A missing game icon leaves the tile's plain background, not a broken-image glyph.
            onError={(event) => {
              event.currentTarget.style.visibility = 'hidden';
            }}
          />
          <Who>
            <strong>{winner.vo.customerName}</strong>
            {/* A long game name ends in an ellipsis on a phone; the title reads it whole. */}
            <span title={winner.vo.gameName}>{winner.vo.gameName}</span>
          </Who>
          <Amount data-testid="winner-amount">
            {t('home.win_amount', {
              amount: formatMajorAmount(winner.vo.winAmount, { language, currencySymbol }),
            })}
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
