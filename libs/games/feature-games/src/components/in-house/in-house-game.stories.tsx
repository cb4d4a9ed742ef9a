import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@platform/shared/api-client';
import type { FakeHandler } from '@platform/shared/testing';
import { game } from '../../testing/fixtures';
import { GamesStoryFrame } from '../../testing/story-frame';
import { InHouseGamePopup } from '../in-house-game-popup';
import { LuckyDice } from './lucky-dice';
import type { SlotSymbol } from './slot-symbols';
import { TripleReels } from './triple-reels';

const meta: Meta = { title: 'games/In-house games' };
export default meta;

const slot = game(9002, {
  vassalage: 'PGE',
  gameCode: 'PGE_SLOT3',
  displayName: 'Triple Reels',
  gameType: 'INHOUSE' as never,
});
const dice = game(9001, {
  vassalage: 'PGE',
  gameCode: 'PGE_DICE',
  displayName: 'Lucky Dice',
  gameType: 'INHOUSE' as never,
});
const noop = () => undefined;
const later = <T,>(value: T, ms = 900) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** The fake gateway of these stories: a seed pair, an empty recall, and rounds from a fixed script. */
function gateway(rounds: () => FakeHandler): Record<string, FakeHandler> {
  let nonce = 0;
  let balance = 1_000_00;
  return {
    gameSeed: () => ({
      serverSeedHash: '3f'.repeat(32),
      clientSeed: 'story-seed',
      nonce,
      createdAt: '2030-01-01T00:00:00.000Z',
    }),
    gameRecall: () => ({ games: [] }),
    playRound: (request) => {
      const { bet, gameCode } = request as { bet: number; gameCode: 'PGE_SLOT3' | 'PGE_DICE' };
      const { outcome, win } = rounds()(request) as { outcome: (string | number)[]; win: number };
      nonce += 1;
      balance += win - bet;
      return later({
        roundId: crypto.randomUUID(),
        gameCode,
        bet,
        win: win ? bet * win : 0,
        outcome,
        balance,
        realm: 'real',
        createdAt: new Date().toISOString(),
      });
    },
  };
}

/** Triple Reels, played against a fake gateway: a losing round, then three BELLs (20×), in turn. */
export const TripleReelsGame: StoryObj = {
  render: () => {
    let n = 0;
    const script = [
      { outcome: ['CHERRY', 'SEVEN', 'LEMON'], win: 0 },
      { outcome: ['BELL', 'BELL', 'BELL'], win: 20 },
    ];
    return (
      <GamesStoryFrame handlers={gateway(() => () => script[n++ % script.length])}>
        <InHouseGamePopup game={slot} onClose={noop} />
      </GamesStoryFrame>
    );
  },
};

/** Lucky Dice against a fake gateway: 5 + 6 (HIGH wins 2×), then 1 + 2. */
export const LuckyDiceGame: StoryObj = {
  render: () => {
    let n = 0;
    const script = [
      { outcome: [5, 6], win: 2 },
      { outcome: [1, 2], win: 0 },
    ];
    return (
      <GamesStoryFrame handlers={gateway(() => () => script[n++ % script.length])}>
        <InHouseGamePopup game={dice} onClose={noop} />
      </GamesStoryFrame>
    );
  },
};

/** The refusal a player sees when the wallet is short: the reels stop and the error is translated. */
export const RoundRefused: StoryObj = {
  render: () => (
    <GamesStoryFrame
      handlers={{
        ...gateway(() => () => ({ outcome: [], win: 0 })),
        playRound: () =>
          later(null, 600).then(() => {
            throw new ApiError('INSUFFICIENT_BALANCE', 'no money', 409);
          }),
      }}
    >
      <InHouseGamePopup game={slot} onClose={noop} />
    </GamesStoryFrame>
  ),
};

/** The reels alone, spinning until "Land" is pressed, then stopping one by one on three SEVENs. */
export const ReelsSpinAndLand: StoryObj = {
  render: function Render() {
    const [state, setState] = useState<{
      spinning: boolean;
      key: string | null;
      symbols: SlotSymbol[];
    }>({
      spinning: true,
      key: null,
      symbols: ['CHERRY', 'CHERRY', 'CHERRY'],
    });
    return (
      <div style={{ maxWidth: 420 }}>
        <TripleReels
          symbols={state.symbols}
          spinning={state.spinning}
          landingKey={state.key}
          win={state.key !== null}
        />
        <button
          type="button"
          onClick={() =>
            setState({
              spinning: false,
              key: crypto.randomUUID(),
              symbols: ['SEVEN', 'SEVEN', 'SEVEN'],
            })
          }
        >
          Land
        </button>
        <button
          type="button"
          onClick={() => setState((s) => ({ ...s, spinning: true, key: null }))}
        >
          Spin
        </button>
      </div>
    );
  },
};

/** The dice alone, settled on every face pair a player can see first: 1 + 2, 3 + 4, 5 + 6. */
export const DiceFaces: StoryObj = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      {[
        [1, 2],
        [3, 4],
        [5, 6],
      ].map((faces) => (
        <LuckyDice
          key={faces.join()}
          faces={faces}
          spinning={false}
          landingKey={faces.join()}
          win={false}
        />
      ))}
    </div>
  ),
};
