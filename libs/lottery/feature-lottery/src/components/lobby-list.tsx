import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LotteryGame, LotteryLobbyGame } from '@platform/shared/api-contract';
import { Button, Countdown } from '@platform/shared/ui-kit';
import { DrawResult } from './draw-result';

export interface LobbyListProps {
  games: readonly LotteryLobbyGame[];
  onPlay: (gameCode: LotteryGame) => void;
  /** A period reached its cut-off: the host refetches the lobby. */
  onCutOff?: () => void;
}

/** The lobby: each game with its period, the countdown to the cut-off and the last result. */
export function LobbyList({ games, onPlay, onCutOff }: LobbyListProps) {
  const { t } = useTranslation();
  const groups = (['FAST', 'SEA', 'VN'] as const).filter((group) => games.some((game) => game.group === group));
  return (
    <>
      {groups.map((group) => (
        <section key={group} aria-labelledby={`lottery-group-${group}`}>
          <GroupTitle id={`lottery-group-${group}`}>{t(`lottery_ui.group.${group}`)}</GroupTitle>
          <Cards>
            {games
              .filter((game) => game.group === group)
              .map((game) => (
                <LobbyCard key={game.gameCode} game={game} onPlay={onPlay} onCutOff={onCutOff} />
              ))}
          </Cards>
        </section>
      ))}
    </>
  );
}

export function gameName(t: TFunction, game: Pick<LotteryLobbyGame, 'gameCode' | 'name'>) {
  return t(`lottery_ui.game.${game.gameCode}`, { defaultValue: game.name });
}

export function CutOffCountdown({ closesAt, onCutOff }: { closesAt: string; onCutOff?: () => void }) {
  const { t } = useTranslation();
  return (
    <Countdown
      key={closesAt}
      target={Date.parse(closesAt)}
      format="mm:ss"
      render={(text, seconds) => (seconds > 0 ? t('lottery_ui.closes_in', { time: text }) : t('lottery_ui.closed'))}
      onDone={onCutOff}
    />
  );
}

function LobbyCard({ game, onPlay, onCutOff }: { game: LotteryLobbyGame; onPlay: LobbyListProps['onPlay']; onCutOff?: () => void }) {
  const { t } = useTranslation();
  const name = gameName(t, game);
  return (
    <Card data-testid={`lottery-game-${game.gameCode}`} aria-labelledby={`lottery-game-${game.gameCode}-name`}>
      <CardHead>
        <h3 id={`lottery-game-${game.gameCode}-name`}>{name}</h3>
        <Period>{t('lottery_ui.period', { id: game.current.periodId })}</Period>
      </CardHead>
      <p data-testid={`lottery-countdown-${game.gameCode}`}>
        <CutOffCountdown closesAt={game.current.closesAt} onCutOff={onCutOff} />
      </p>
      <Label>{t('lottery_ui.last_result')}</Label>
      <div data-testid={`lottery-last-${game.gameCode}`}>
        {game.last ? <DrawResult draw={game.last} size={26} /> : <Muted>{t('lottery_ui.no_result')}</Muted>}
      </div>
      <Button block onClick={() => onPlay(game.gameCode)} data-testid={`lottery-play-${game.gameCode}`} aria-label={t('lottery_ui.play', { name })}>
        {t('lottery_ui.play', { name })}
      </Button>
    </Card>
  );
}

const GroupTitle = styled.h2`
  font-size: 1.125rem;
  margin: var(--space-md) 0 var(--space-sm);
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: var(--space-md);
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);
  padding: var(--space-md);
  background: var(--color-surface-raised);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-xs);
`;

const Period = styled.span`
  color: var(--color-text-muted);
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const Muted = styled.span`
  color: var(--color-text-muted);
`;
