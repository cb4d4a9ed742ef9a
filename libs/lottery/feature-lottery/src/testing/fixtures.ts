import { createStore } from 'jotai';
import type { LotteryBet, LotteryDraw, LotteryGame, LotteryLobbyGame } from '@platform/shared/api-contract';
import { LOTTERY_GAME_BET_TYPES } from '@platform/shared/api-contract';
import { storeValuesAtom, EMPTY_STORE, tokenAtom } from '@platform/shared/session';

const GROUP: Record<LotteryGame, LotteryLobbyGame['group']> = {
  SIX_BALL: 'FAST',
  TEN_BALL: 'FAST',
  DICE: 'FAST',
  PC28: 'FAST',
  VN_NORTH: 'VN',
  VN_CENTRAL: 'VN',
  VN_SOUTH: 'VN',
  SEA_4D: 'SEA',
};

/** A period of `game` with index `index`; `offsetMs` places its opening relative to now. */
export function drawOf(game: LotteryGame, index: number, overrides: Partial<LotteryDraw> = {}, offsetMs = -5_000): LotteryDraw {
  const opens = Date.now() + offsetMs;
  const periodId = `${game}-${index}`;
  return {
    gameCode: game,
    periodId,
    opensAt: new Date(opens).toISOString(),
    closesAt: new Date(opens + 55_000).toISOString(),
    drawAt: new Date(opens + 60_000).toISOString(),
    status: 'open',
    commitment: 'ab'.repeat(32),
    seed: null,
    outcome: null,
    verifyUrl: `/api/lottery/verify/page?periodId=${periodId}`,
    ...overrides,
  };
}

export function lobbyGame(game: LotteryGame, overrides: Partial<LotteryLobbyGame> = {}): LotteryLobbyGame {
  return {
    gameCode: game,
    name: game,
    group: GROUP[game],
    periodSeconds: 60,
    betTypes: [...LOTTERY_GAME_BET_TYPES[game]],
    current: drawOf(game, 100),
    next: drawOf(game, 101, {}, 55_000),
    last: drawOf(game, 99, { status: 'drawn', seed: 'cd'.repeat(32), outcome: { numbers: [1, 2, 3], sum: 6 } }, -65_000),
    ...overrides,
  };
}

export function betOf(overrides: Partial<LotteryBet> = {}): LotteryBet {
  return {
    betId: 'b1',
    gameCode: 'DICE',
    periodId: 'DICE-100',
    betType: 'BIG',
    selection: '',
    stake: 10_00,
    odds: 1970,
    status: 'open',
    payout: 0,
    realm: 'real',
    createdAt: '2026-11-20T10:00:00Z',
    settledAt: null,
    ...overrides,
  };
}

export const emptyBets = { pageNo: 1, pageSize: 10, total: 0, totalPages: 0, rows: [] };

/** A store with a session token (so the member's lottery queries run) and the R$ currency symbol. */
export function signedInStore() {
  const store = createStore();
  store.set(tokenAtom, 'token');
  store.set(storeValuesAtom, { ...EMPTY_STORE, currencySymbol: 'R$' });
  return store;
}
