import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { RecallRound } from '@platform/shared/api-contract';
import { ApiError } from '@platform/shared/api-client';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, type FakeHandler } from '@platform/shared/testing';
import { game, signedInStore } from '../testing/fixtures';
import { prefersReducedMotion, restoreMotion } from './in-house/test-motion';
import { renderGames } from '../testing/render-games';
import { RoundRecall } from './fairness/round-recall';
import { InHouseGamePopup } from './in-house-game-popup';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
  // The game is a lazy chunk; load it once here so no test spends its wait on the first transform.
  await import('./in-house/in-house-game');
});
afterEach(restoreMotion);

const HASH = '3f'.repeat(32);
const NEW_HASH = '9c'.repeat(32);
const SEED = '5a'.repeat(32);
const dice = game(9001, {
  vassalage: 'PGE',
  gameCode: 'PGE_DICE',
  displayName: 'Dice',
  gameType: 'INHOUSE' as never,
});
const slot = game(9002, {
  vassalage: 'PGE',
  gameCode: 'PGE_SLOT3',
  displayName: 'Triple Reels',
  gameType: 'INHOUSE' as never,
});

function recallRound(n: number, overrides: Partial<RecallRound> = {}): RecallRound {
  return {
    source: 'inHouse',
    ref: `00000000-0000-4000-8000-00000000000${n}`,
    gameCode: 'PGE_DICE',
    stake: 1_00,
    win: n % 2 ? 2_00 : 0,
    pick: 'HIGH',
    outcome: [n, 6],
    status: 'settled',
    realm: 'real',
    createdAt: `2030-01-01T00:0${n}:00.000Z`,
    verifyUrl: `/api/games/in-house/verify?roundId=${n}`,
    verifiable: false,
    ...overrides,
  };
}

function open(handlers: Record<string, FakeHandler>, which = dice) {
  const { client, calls } = fakeClient({
    gameSeed: () => ({
      serverSeedHash: HASH,
      clientSeed: 'abc123',
      nonce: 4,
      createdAt: '2030-01-01T00:00:00.000Z',
    }),
    gameRecall: () => ({
      games: [
        { source: 'inHouse', gameCode: 'PGE_DICE', rounds: [recallRound(2), recallRound(1)] },
      ],
    }),
    ...handlers,
  });
  renderGames(<InHouseGamePopup game={which} onClose={() => undefined} />, {
    client,
    i18n,
    store: signedInStore(),
  });
  return calls;
}

describe('InHouseGamePopup: provably fair play and game recall (issue 11)', () => {
  it('shows the server seed hash, the client seed and the nonce before play, and sends that hash with the round', async () => {
    // The result at once: this test is about the request, not the animation.
    prefersReducedMotion(true);
    const calls = open({
      playRound: () => ({
        roundId: 'r',
        gameCode: 'PGE_DICE',
        bet: 2_00,
        win: 4_00,
        outcome: [5, 6],
        balance: 102_00,
        realm: 'real',
        createdAt: '2030-01-01T00:00:00.000Z',
      }),
    });
    expect(await screen.findByTestId('seed-hash')).toHaveTextContent(HASH);
    expect(screen.getByTestId('client-seed')).toHaveValue('abc123');
    expect(screen.getByTestId('seed-nonce')).toHaveTextContent('4');
    fireEvent.change(screen.getByTestId('round-bet'), { target: { value: '2.00' } });
    expect(screen.getByTestId('round-play')).toBeEnabled();
    fireEvent.click(screen.getByTestId('round-play'));
    await screen.findByTestId('round-result');
    expect(calls.find((c) => c.id === 'playRound')?.request).toMatchObject({
      gameCode: 'PGE_DICE',
      bet: 2_00,
      pick: 'HIGH',
      serverSeedHash: HASH,
    });
  });

  it('refuses a client seed with a colon with a translated message, and changes a valid one, revealing the old server seed', async () => {
    const calls = open({
      rotateSeed: (r) => ({
        revealed: {
          serverSeed: SEED,
          serverSeedHash: HASH,
          clientSeed: 'abc123',
          rounds: 4,
          revealedAt: '2030-01-01T00:00:00.000Z',
        },
        active: {
          serverSeedHash: NEW_HASH,
          clientSeed: (r as { clientSeed: string }).clientSeed,
          nonce: 0,
          createdAt: '2030-01-01T00:00:00.000Z',
        },
      }),
    });
    const input = await screen.findByTestId('client-seed');
    fireEvent.change(input, { target: { value: 'bad:seed' } });
    fireEvent.click(screen.getByTestId('client-seed-save'));
    expect(await screen.findByTestId('client-seed-error')).toHaveTextContent(
      'Use 1 to 64 letters, digits, _ or -',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.id === 'rotateSeed')).toBe(false);

    fireEvent.change(input, { target: { value: 'lucky-7' } });
    fireEvent.click(screen.getByTestId('client-seed-save'));
    await waitFor(() => expect(screen.getByTestId('seed-hash')).toHaveTextContent(NEW_HASH));
    expect(calls.find((c) => c.id === 'rotateSeed')?.request).toEqual({ clientSeed: 'lucky-7' });
    expect(screen.getByTestId('revealed-seed')).toHaveTextContent(SEED);
    expect(screen.getByTestId('seed-revealed')).toHaveTextContent('it decided 4 rounds');
  });

  it('lists the last rounds with a verify button each; verifying shows the recomputation, and Back returns focus to that button', async () => {
    open({
      verifyRound: () => ({
        round: {
          roundId: recallRound(1).ref,
          gameCode: 'PGE_DICE',
          bet: 1_00,
          win: 2_00,
          outcome: [1, 6],
          balance: 0,
          realm: 'real',
          createdAt: '2030-01-01T00:01:00.000Z',
        },
        serverSeed: SEED,
        serverSeedHash: HASH,
        clientSeed: 'abc123',
        nonce: 1,
        hashMatches: true,
        outcome: [1, 6],
        win: 2_00,
        outcomeMatches: true,
        algorithm: 'serverSeedHash = hex(SHA-256(server seed bytes)) ...',
      }),
    });
    const rows = await screen.findAllByTestId('recall-round');
    expect(rows.map((row) => row.getAttribute('data-round-id'))).toEqual([
      recallRound(2).ref,
      recallRound(1).ref,
    ]);
    expect(within(rows[1]!).getByTestId('recall-outcome')).toHaveTextContent('1 · 6');
    expect(screen.getByText('Last 10 rounds')).toBeInTheDocument();

    const verifyButton = within(rows[1]!).getByTestId('recall-verify');
    expect(verifyButton).toHaveAccessibleName('Verify the round of 2030-01-01 00:01:00');
    fireEvent.click(verifyButton);
    const result = await screen.findByTestId('verify-result');
    expect(within(result).getByTestId('verify-seed')).toHaveTextContent(SEED);
    expect(within(result).getByTestId('verify-hash-matches')).toHaveTextContent('Yes');
    expect(within(result).getByTestId('verify-outcome-matches')).toHaveTextContent('Yes');
    expect(screen.getByRole('heading', { name: 'Round verification' })).toHaveFocus();

    fireEvent.click(screen.getByTestId('verify-back'));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('recall-round')[1]!).getByTestId('recall-verify'),
      ).toHaveFocus(),
    );
  });

  it('explains a round whose seed is still secret and reveals it on request', async () => {
    let revealed = false;
    const calls = open({
      verifyRound: () => {
        if (!revealed) throw new ApiError('SEED_NOT_REVEALED', 'secret', 409);
        return {
          round: {
            roundId: recallRound(2).ref,
            gameCode: 'PGE_DICE',
            bet: 1_00,
            win: 0,
            outcome: [2, 6],
            balance: 0,
            realm: 'real',
            createdAt: '2030-01-01T00:02:00.000Z',
          },
          serverSeed: SEED,
          serverSeedHash: HASH,
          clientSeed: 'abc123',
          nonce: 2,
          hashMatches: true,
          outcome: [2, 6],
          win: 0,
          outcomeMatches: true,
          algorithm: 'x',
        };
      },
      rotateSeed: () => {
        revealed = true;
        return {
          revealed: {
            serverSeed: SEED,
            serverSeedHash: HASH,
            clientSeed: 'abc123',
            rounds: 4,
            revealedAt: '2030-01-01T00:00:00.000Z',
          },
          active: {
            serverSeedHash: NEW_HASH,
            clientSeed: 'abc123',
            nonce: 0,
            createdAt: '2030-01-01T00:00:00.000Z',
          },
        };
      },
    });
    fireEvent.click(
      within((await screen.findAllByTestId('recall-round'))[0]!).getByTestId('recall-verify'),
    );
    expect(await screen.findByTestId('verify-error')).toHaveTextContent('still secret');
    fireEvent.click(screen.getByTestId('verify-reveal'));
    expect(await screen.findByTestId('verify-result')).toBeInTheDocument();
    expect(calls.filter((c) => c.id === 'rotateSeed')).toHaveLength(1);
  });

  it('shows the empty state of the recall', async () => {
    open({ gameRecall: () => ({ games: [] }) });
    expect(await screen.findByText('No rounds yet')).toBeInTheDocument();
  });

  it('shows translated errors when the seed pair and the recall cannot be loaded', async () => {
    open({
      gameSeed: () => {
        throw new ApiError('NOT_LOGGED_IN', 'gone', 401);
      },
      gameRecall: () => {
        throw new ApiError('INTERNAL', 'boom', 500);
      },
    });
    expect(await within(screen.getByTestId('round-recall')).findByRole('alert')).toHaveTextContent(
      'Unknown error',
    );
    // Without the seed hash shown, no round can be played.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent === 'You are not logged in, please login'),
      ).toBe(true),
    );
    expect(screen.getByTestId('round-play')).toBeDisabled();
  });
});

const slotRound = (outcome: string[], win: number) => ({
  roundId: `round-${outcome.join('-')}`,
  gameCode: 'PGE_SLOT3',
  bet: 1_00,
  win,
  outcome,
  balance: 149_00,
  realm: 'real',
  createdAt: '2030-01-01T00:00:00.000Z',
});

describe('InHouseGamePopup: the in-house games are games (issue 20)', () => {
  it('keeps the seed pair behind the Fairness tab, and the last rounds under the game', async () => {
    open({});
    // The modal fades in, so visibility here is the tab panels' own `hidden`.
    const panel = (testId: string) => screen.getByTestId(testId).closest('[role="tabpanel"]');
    await screen.findByTestId('game-stage');
    expect(await screen.findByTestId('recall-list')).toBeInTheDocument();
    expect(panel('game-stage')).not.toHaveAttribute('hidden');
    expect(panel('round-recall')).toBe(panel('game-stage'));
    expect(panel('fairness-panel')).toHaveAttribute('hidden');
    fireEvent.click(screen.getByRole('tab', { name: 'Fairness' }));
    expect(panel('fairness-panel')).not.toHaveAttribute('hidden');
    expect(screen.getByTestId('seed-hash')).toHaveTextContent(HASH);
    expect(panel('game-stage')).toHaveAttribute('hidden');
    // The recall is one click away: back on the Play tab.
    fireEvent.click(screen.getByRole('tab', { name: 'Play' }));
    expect(panel('round-recall')).not.toHaveAttribute('hidden');
  });

  it('with reduced motion shows the server symbols at once, then the win, the lit win line and the balance', async () => {
    prefersReducedMotion(true);
    open({ playRound: () => slotRound(['BAR', 'BAR', 'BAR'], 50_00) }, slot);
    await screen.findByTestId('seed-hash');
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    const result = await screen.findByTestId('round-result');
    expect(result).toHaveAttribute('data-round-id', 'round-BAR-BAR-BAR');
    const stage = screen.getByTestId('game-stage');
    expect(stage).toHaveAttribute('data-state', 'settled');
    expect(stage).toHaveAttribute('data-outcome', 'BAR,BAR,BAR');
    expect(screen.getByTestId('win-line')).toHaveAttribute('data-lit', 'true');
    expect(screen.getByTestId('round-outcome')).toHaveTextContent('Bar · Bar · Bar');
    expect(screen.getByTestId('round-win')).toHaveTextContent('You won 50.00');
    expect(screen.getByTestId('round-balance')).toHaveTextContent('149.00');
  });

  it('spins from the click while the server decides, and tells the result only once the reels stand on its symbols', async () => {
    let answer: (round: unknown) => void = () => undefined;
    open({ playRound: () => new Promise((resolve) => (answer = resolve)) }, slot);
    await screen.findByTestId('seed-hash');
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() =>
      expect(screen.getByTestId('game-stage')).toHaveAttribute('data-state', 'spinning'),
    );
    expect(
      screen.getAllByTestId('reel').every((reel) => reel.getAttribute('data-stopped') === 'false'),
    ).toBe(true);
    expect(screen.getByTestId('round-play')).toBeDisabled();
    expect(screen.queryByTestId('round-result')).toBeNull();

    answer(slotRound(['CHERRY', 'LEMON', 'SEVEN'], 0));
    await waitFor(() =>
      expect(screen.getByTestId('game-stage')).toHaveAttribute('data-state', 'settled'),
    );
    expect(screen.getByTestId('game-stage')).toHaveAttribute('data-outcome', 'CHERRY,LEMON,SEVEN');
    expect(screen.getAllByTestId('reel').map((reel) => reel.getAttribute('data-symbol'))).toEqual([
      'CHERRY',
      'LEMON',
      'SEVEN',
    ]);
    expect(await screen.findByTestId('round-win')).toHaveTextContent('No win this time');
    expect(screen.getByTestId('win-line')).toHaveAttribute('data-lit', 'false');
    expect(screen.getByTestId('round-play')).toBeEnabled();
  });

  it('stops the reels and shows the translated error when the round is refused', async () => {
    open(
      {
        playRound: () => {
          throw new ApiError('INSUFFICIENT_BALANCE', 'no money', 409);
        },
      },
      slot,
    );
    await screen.findByTestId('seed-hash');
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByTestId('round-error')).toHaveTextContent('Insufficient balance');
    const stage = screen.getByTestId('game-stage');
    expect(stage).toHaveAttribute('data-state', 'idle');
    expect(stage).not.toHaveAttribute('data-outcome');
    expect(
      screen.getAllByTestId('reel').every((reel) => reel.getAttribute('data-stopped') === 'true'),
    ).toBe(true);
    expect(screen.queryByTestId('round-result')).toBeNull();
  });

  it('keeps a round out of the last rounds while its reels are still landing, and names the symbols', async () => {
    const landing = recallRound(3, { gameCode: 'PGE_SLOT3', outcome: ['BELL', 'BELL', 'SEVEN'] });
    const { client } = fakeClient({
      gameRecall: () => ({
        games: [
          {
            source: 'inHouse',
            gameCode: 'PGE_SLOT3',
            rounds: [
              landing,
              recallRound(1, { gameCode: 'PGE_SLOT3', outcome: ['BAR', 'LEMON', 'BAR'] }),
            ],
          },
        ],
      }),
    });
    const view = renderGames(
      <RoundRecall gameCode="PGE_SLOT3" onVerify={() => undefined} landingRoundId={landing.ref} />,
      { client, i18n, store: signedInStore() },
    );
    const rows = await screen.findAllByTestId('recall-round');
    expect(rows.map((row) => row.getAttribute('data-round-id'))).toEqual([recallRound(1).ref]);
    expect(within(rows[0]!).getByTestId('recall-outcome')).toHaveTextContent('Bar · Lemon · Bar');
    view.unmount();

    renderGames(
      <RoundRecall gameCode="PGE_SLOT3" onVerify={() => undefined} landingRoundId={null} />,
      { client, i18n, store: signedInStore() },
    );
    expect(
      (await screen.findAllByTestId('recall-round')).map((row) =>
        row.getAttribute('data-round-id'),
      ),
    ).toEqual([landing.ref, recallRound(1).ref]);
  });
});
