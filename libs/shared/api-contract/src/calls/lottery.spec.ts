import { describe, expect, it } from 'vitest';
import {
  LOTTERY_GAMES,
  LOTTERY_GAME_BET_TYPES,
  lotteryLaunchCall,
  lotteryOdds,
  placeLotteryBetCall,
  prizeModeOf,
} from './lottery';

describe('lottery contracts', () => {
  it('decides the prize mode as spec §4 says', () => {
    expect(prizeModeOf(['TCG_LOTTO_VN'])).toBe('ELOTT');
    expect(prizeModeOf([{ vassalage: 'tcg_lottery_card' }])).toBe('ELOTT');
    expect(prizeModeOf(['TCG_SEA'])).toBe('LOTT');
  });

  it('prices every bet type a game offers, and nothing else', () => {
    const sample: Record<string, string> = {
      NUMBER: '5',
      LO_2D: '05',
      DE_2D: '05',
      FIRST_2D: '05',
      LO_3D: '005',
      DE_3D: '005',
      FIRST_3D: '005',
      FIRST_4D: '0005',
    };
    for (const game of LOTTERY_GAMES) {
      for (const betType of LOTTERY_GAME_BET_TYPES[game]) {
        const odds = lotteryOdds(game, betType, sample[betType] ?? '');
        expect(odds, `${game} ${betType}`).toBeGreaterThan(1000);
      }
    }
    expect(lotteryOdds('VN_NORTH', 'BIG', '')).toBeUndefined();
    expect(lotteryOdds('SEA_4D', 'FIRST_4D', '123')).toBeUndefined();
  });

  it('validates slips and launches', () => {
    const slip = {
      idempotencyKey: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      gameCode: 'DICE',
      periodId: 'DICE-31557600',
      bets: [{ betType: 'BIG', stake: 100 }],
    };
    expect(placeLotteryBetCall.request.safeParse(slip).success).toBe(true);
    expect(
      placeLotteryBetCall.request.safeParse({ ...slip, bets: [{ betType: 'BIG', stake: 99 }] })
        .success,
    ).toBe(false);
    expect(
      placeLotteryBetCall.request.safeParse({
        ...slip,
        bets: Array.from({ length: 21 }, () => slip.bets[0]),
      }).success,
    ).toBe(false);
    expect(
      lotteryLaunchCall.request.safeParse({ area: 'VN', launchMode: 'LOTT', view: 'lobby' })
        .success,
    ).toBe(true);
    expect(
      lotteryLaunchCall.request.safeParse({ area: 'VN', launchMode: 'ELOTT', view: 'lobby' })
        .success,
    ).toBe(false);
  });
});
