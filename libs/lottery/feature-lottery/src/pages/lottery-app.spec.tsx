import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp, type FakeHandler } from '@platform/shared/testing';
import { betOf, drawOf, emptyBets, lobbyGame, signedInStore } from '../testing/fixtures';
import { LotteryApp, launchGameFrom, lobbyDataFor } from './lottery-app';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

/** Spec §3, spelled as in the spec, independently of the ui-kit's tables. */
const SPEC_SIX_BALL = {
  red: '01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46',
  blue: '03 04 09 10 14 15 20 25 26 31 36 37 41 42 47 48',
  green: '05 06 11 16 17 21 22 27 28 32 33 38 39 43 44 49',
};
const SPEC_ROULETTE = {
  gray: '0 13 14 27',
  blue: '2 5 8 11 17 20 23 26',
  green: '1 4 7 10 16 19 22 25',
  red: '3 6 9 12 15 18 21 24',
};
const colourOf = (table: Record<string, string>) => {
  const map = new Map<number, string>();
  for (const [colour, list] of Object.entries(table)) for (const n of list.split(' ')) map.set(Number(n), colour);
  return map;
};

function setup(handlers: Record<string, FakeHandler>, props: Parameters<typeof LotteryApp>[0] = {}) {
  const { client, calls } = fakeClient({
    lotteryRecent: () => [],
    myLotteryBets: () => emptyBets,
    ...handlers,
  });
  renderWithApp(<LotteryApp {...props} />, { client, i18n, store: signedInStore() });
  return { calls };
}

describe('the lottery lobby (spec §7 "Lottery")', () => {
  it('shows each game with its period, the countdown to its cut-off and its last result as coloured balls', async () => {
    setup({
      lotteryLobby: () => [
        lobbyGame('SIX_BALL', { last: drawOf('SIX_BALL', 99, { status: 'drawn', outcome: { numbers: [1, 3, 5, 12, 25, 48], special: 49 } }) }),
        lobbyGame('SEA_4D', { last: drawOf('SEA_4D', 99, { status: 'drawn', outcome: { numbers: [], tiers: [{ tier: 'FIRST', numbers: ['0427'] }] } }) }),
      ],
    });
    const six = await screen.findByTestId('lottery-game-SIX_BALL');
    expect(six).toHaveTextContent('Mark Six');
    expect(six).toHaveTextContent('Period SIX_BALL-100');
    expect(within(six).getByRole('timer')).toHaveTextContent(/^Closes in 00:5\d$/);
    const balls = within(screen.getByTestId('lottery-last-SIX_BALL')).getAllByRole('img');
    expect(balls.map((b) => [b.textContent, b.getAttribute('data-colour')])).toEqual([
      ['01', 'red'],
      ['03', 'blue'],
      ['05', 'green'],
      ['12', 'red'],
      ['25', 'blue'],
      ['48', 'blue'],
      ['49', 'green'],
    ]);
    expect(balls[6]).toHaveAccessibleName('Special 49');
    expect(screen.getByTestId('lottery-last-SEA_4D')).toHaveTextContent('First 0427');
    expect(screen.getByRole('heading', { name: 'Fast games' })).toBeInTheDocument();
  });

  it('asks the lobby for the route’s games and says when there are none', async () => {
    expect(lobbyDataFor('/seaLottery')).toBe('SEA,FAST');
    expect(lobbyDataFor('/vnLottery')).toBe('VN,FAST');
    expect(lobbyDataFor('/lottery')).toBe('ALL');
    const { calls } = setup({ lotteryLobby: () => [] }, { lobbyData: 'SEA,FAST' });
    expect(await screen.findByText('No lottery games are open right now')).toBeInTheDocument();
    expect(calls.find((c) => c.id === 'lotteryLobby')?.request).toEqual({ data: 'SEA,FAST' });
  });
});

describe('launch (spec §9: area VN, launch mode LOTT, the betting or lobby view)', () => {
  it('opens the betting view of the launched game, and the lobby for view=lobby or an unknown game', async () => {
    expect(launchGameFrom('?gameCode=DICE&view=betting')).toBe('DICE');
    expect(launchGameFrom('?gameCode=DICE&view=lobby')).toBeNull();
    expect(launchGameFrom('?gameCode=NOPE&view=betting')).toBeNull();
    expect(launchGameFrom('')).toBeNull();
    setup({ lotteryLobby: () => [lobbyGame('DICE'), lobbyGame('PC28')] }, { initialGame: 'PC28' });
    expect(await screen.findByTestId('lottery-betting')).toHaveTextContent('PC28');
    fireEvent.click(screen.getByTestId('lottery-back'));
    expect(screen.getByTestId('lottery-game-DICE')).toBeInTheDocument();
  });
});

describe('the betting view and slip', () => {
  it('colours every six-ball pick 01–49 as the spec does', async () => {
    setup({ lotteryLobby: () => [lobbyGame('SIX_BALL')] }, { initialGame: 'SIX_BALL' });
    fireEvent.click(await screen.findByTestId('bet-type-NUMBER'));
    const spec = colourOf(SPEC_SIX_BALL);
    for (let n = 1; n <= 49; n++) {
      const ball = within(screen.getByTestId(`pick-${n}`)).getByRole('img');
      expect(ball.getAttribute('data-colour'), `ball ${n}`).toBe(spec.get(n));
    }
    expect(screen.queryByTestId('pick-50')).toBeNull();
  });

  it('colours every 0–27 pick and the drawn digits and sum as the spec does', async () => {
    setup(
      { lotteryLobby: () => [lobbyGame('PC28', { last: drawOf('PC28', 99, { status: 'drawn', outcome: { numbers: [9, 4, 0], sum: 13 } }) })] },
      { initialGame: 'PC28' },
    );
    fireEvent.click(await screen.findByTestId('bet-type-NUMBER'));
    const spec = colourOf(SPEC_ROULETTE);
    for (let n = 0; n <= 27; n++) {
      const ball = within(screen.getByTestId(`pick-${n}`)).getByRole('img');
      expect(ball.getAttribute('data-colour'), `number ${n}`).toBe(spec.get(n));
    }
    const drawn = within(screen.getByTestId('betting-last')).getAllByRole('img');
    expect(drawn.map((b) => b.getAttribute('data-colour'))).toEqual([spec.get(9), spec.get(4), spec.get(0), 'gray']);
    expect(drawn[3]).toHaveAccessibleName('Sum 13');
  });

  it('adds bets to the slip with the total stake and the potential win, and places it with one idempotency key', async () => {
    const { calls } = setup(
      { lotteryLobby: () => [lobbyGame('DICE')], placeLotteryBet: () => ({ bets: [betOf()], balance: 80_00 }) },
      { initialGame: 'DICE' },
    );
    fireEvent.click(await screen.findByTestId('bet-type-BIG'));
    expect(screen.getByTestId('betting-odds')).toHaveTextContent('Odds 1.97');
    fireEvent.click(screen.getByTestId('add-to-slip'));
    fireEvent.click(screen.getByTestId('bet-type-NUMBER'));
    fireEvent.click(screen.getByTestId('pick-10'));
    fireEvent.change(screen.getByTestId('stake-input'), { target: { value: '5.5' } });
    fireEvent.click(screen.getByTestId('add-to-slip'));
    expect(screen.getByTestId('slip-line-0')).toHaveTextContent('Big');
    expect(screen.getByTestId('slip-line-1')).toHaveTextContent('Number 10');
    expect(screen.getByTestId('slip-total-stake')).toHaveTextContent('R$15.50');
    // 10.00 × 1.97 + floor(550 × 7.68) cents = 19.70 + 42.24
    expect(screen.getByTestId('slip-potential-win')).toHaveTextContent('R$61.94');
    fireEvent.click(screen.getByTestId('slip-submit'));
    expect(await screen.findByTestId('slip-placed')).toHaveTextContent('Your bets on period DICE-100 are placed.');
    const request = calls.find((c) => c.id === 'placeLotteryBet')?.request as Record<string, unknown>;
    expect(request).toMatchObject({
      gameCode: 'DICE',
      periodId: 'DICE-100',
      bets: [
        { betType: 'BIG', stake: 10_00 },
        { betType: 'NUMBER', selection: '10', stake: 5_50 },
      ],
    });
    expect(request.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('slip-empty')).toBeInTheDocument();
  });

  it('refuses a bad stake or a missing number before calling the gateway', async () => {
    const { calls } = setup({ lotteryLobby: () => [lobbyGame('VN_NORTH')] }, { initialGame: 'VN_NORTH' });
    fireEvent.click(await screen.findByTestId('bet-type-DE_3D'));
    fireEvent.change(screen.getByTestId('selection-input'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('add-to-slip'));
    expect(screen.getByTestId('slip-problem')).toHaveTextContent('Pick a number this bet offers');
    fireEvent.change(screen.getByTestId('selection-input'), { target: { value: '123' } });
    fireEvent.change(screen.getByTestId('stake-input'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByTestId('add-to-slip'));
    expect(screen.getByTestId('slip-problem')).toHaveTextContent('The smallest stake is R$1.00');
    fireEvent.change(screen.getByTestId('stake-input'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('add-to-slip'));
    expect(screen.getByTestId('slip-problem')).toHaveTextContent('Enter a stake greater than 0 with at most two decimals');
    expect(calls.some((c) => c.id === 'placeLotteryBet')).toBe(false);
  });

  for (const [code, text] of [
    ['BETTING_CLOSED', 'Betting on this period is closed'],
    ['INSUFFICIENT_BALANCE', 'Insufficient balance'],
  ] as const) {
    it(`explains a refused slip: ${code}`, async () => {
      setup(
        {
          lotteryLobby: () => [lobbyGame('TEN_BALL')],
          placeLotteryBet: () => {
            throw new ApiError(code, 'refused', 409);
          },
        },
        { initialGame: 'TEN_BALL' },
      );
      fireEvent.click(await screen.findByTestId('add-to-slip'));
      fireEvent.click(screen.getByTestId('slip-submit'));
      expect(await screen.findByTestId('slip-error')).toHaveTextContent(text);
      expect(screen.getByTestId('slip-line-0')).toBeInTheDocument();
    });
  }

  it('does not submit once the period is past its cut-off and the next has not opened', async () => {
    const { calls } = setup(
      {
        lotteryLobby: () => [
          lobbyGame('DICE', { current: drawOf('DICE', 100, {}, -56_000), next: drawOf('DICE', 101, {}, 4_000) }),
        ],
      },
      { initialGame: 'DICE' },
    );
    fireEvent.click(await screen.findByTestId('add-to-slip'));
    fireEvent.click(screen.getByTestId('slip-submit'));
    expect(await screen.findByTestId('slip-error')).toHaveTextContent('Betting is closed for this period. Wait for the next one.');
    expect(calls.some((c) => c.id === 'placeLotteryBet')).toBe(false);
  });
});

describe('results and my bets', () => {
  it('lists past draws with a verification link each', async () => {
    setup({
      lotteryLobby: () => [],
      lotteryRecent: () => [
        drawOf('DICE', 99, { status: 'drawn', outcome: { numbers: [2, 2, 5], sum: 9 } }),
        drawOf('DICE', 98, { status: 'cancelled' }),
      ],
    });
    fireEvent.click(await screen.findByTestId('tab-results'));
    const drawn = await screen.findByTestId('draw-DICE-99');
    expect(within(drawn).getAllByRole('img').map((d) => d.getAttribute('data-value'))).toEqual(['2', '2', '5']);
    expect(within(drawn).getByRole('link', { name: 'Verify draw DICE-99' })).toHaveAttribute('href', '/api/lottery/verify/page?periodId=DICE-99');
    expect(screen.getByTestId('draw-DICE-98')).toHaveTextContent('Cancelled, stakes refunded');
  });

  it('lists my bets with their status and payout', async () => {
    setup({
      lotteryLobby: () => [],
      myLotteryBets: () => ({ ...emptyBets, total: 2, totalPages: 1, rows: [betOf({ betId: 'b2', status: 'won', payout: 19_70 }), betOf()] }),
    });
    fireEvent.click(await screen.findByTestId('tab-bets'));
    await waitFor(() => expect(screen.getByTestId('bet-status-b2')).toHaveTextContent('Won'));
    expect(screen.getByTestId('bet-row-b2')).toHaveTextContent('Paid R$19.70');
    expect(screen.getByTestId('bet-status-b1')).toHaveTextContent('Waiting for the draw');
  });

  it('says when there are no bets yet', async () => {
    setup({ lotteryLobby: () => [] });
    fireEvent.click(await screen.findByTestId('tab-bets'));
    expect(await screen.findByText('You have no lottery bets yet')).toBeInTheDocument();
  });
});
