import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { MissionStatus } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { ApiError } from '@platform/shared/api-client';
import { claimableMissionCount } from '@platform/member/data-access';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { signedInStore } from '../testing/fixtures';
import { MissionLeaderboardPage } from './mission-leaderboard-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const daily = { period: 'daily' as const, periodKey: '2030-01-01' };
const weekly = { period: 'weekly' as const, periodKey: '2029-12-31' };
const missions: MissionStatus[] = [
  { ...daily, id: 'PLACE_10_BETS', target: 10, progress: 4, done: false, reward: 200, claimed: false },
  { ...daily, id: 'TURNOVER_1000', target: 100_000, progress: 25_000, done: false, reward: 500, claimed: false },
  { ...daily, id: 'WIN_ONCE', target: 1, progress: 1, done: true, reward: 300, claimed: false },
  { ...weekly, id: 'PLACE_50_BETS', target: 50, progress: 50, done: true, reward: 1_500, claimed: true },
  { ...weekly, id: 'TURNOVER_10000', target: 1_000_000, progress: 25_000, done: false, reward: 3_000, claimed: false },
  { ...weekly, id: 'WIN_5', target: 5, progress: 1, done: false, reward: 2_000, claimed: false },
];

describe('missionLeaderboard (issue 9 daily and weekly missions; spec §7 mission summary and leaderboard)', () => {
  it('shows the daily and weekly missions with labelled progress bars, turnover as money, and the leaderboard', async () => {
    const { client } = fakeClient({
      missions: () => ({ claimable: 1, missions }),
      lotteryLeaderboard: () => [{ rank: 1, account: 'al***01', payout: 95_00, wins: 2 }],
    });
    renderWithApp(<MissionLeaderboardPage />, { client, i18n, store: signedInStore() });
    const dailyItems = within(await screen.findByTestId('missions-daily')).getAllByTestId('mission');
    const weeklyItems = within(screen.getByTestId('missions-weekly')).getAllByTestId('mission');
    expect(dailyItems).toHaveLength(3);
    expect(weeklyItems).toHaveLength(3);
    expect(within(dailyItems[0]!).getByRole('progressbar', { name: 'Bet on 10 lottery draws: 4 of 10' })).toHaveAttribute('value', '4');
    expect(dailyItems[1]).toHaveTextContent('250.00 / 1,000.00');
    expect(dailyItems[2]).toHaveTextContent('Done');
    expect(weeklyItems[0]).toHaveTextContent('Claimed');
    const row = await screen.findByTestId('leaderboard-row');
    expect(row).toHaveTextContent('al***01');
    expect(row).toHaveTextContent('95.00');
  });

  it('lets the member claim only a done, unclaimed mission, and shows the amount paid', async () => {
    const { client, calls } = fakeClient({
      missions: () => ({ claimable: 1, missions }),
      claimMission: () => ({ missionId: 'WIN_ONCE', periodKey: '2030-01-01', amount: 300, replayed: false }),
      lotteryLeaderboard: () => [],
    });
    renderWithApp(<MissionLeaderboardPage />, { client, i18n, store: signedInStore() });
    const dailyItems = within(await screen.findByTestId('missions-daily')).getAllByTestId('mission');
    expect(within(dailyItems[0]!).getByTestId('mission-claim')).toBeDisabled();
    // A claimed mission has no claim button at all.
    expect(within(screen.getByTestId('missions-weekly')).getAllByTestId('mission')[0]!.querySelector('[data-testid="mission-claim"]')).toBeNull();
    fireEvent.click(within(dailyItems[2]!).getByRole('button', { name: 'Claim the reward of Win on a lottery draw' }));
    expect(await screen.findByTestId('mission-claimed')).toHaveTextContent('3.00');
    expect(calls.filter((call) => call.id === 'claimMission').map((call) => call.request)).toEqual([{ missionId: 'WIN_ONCE' }]);
  });

  it('translates a refused claim', async () => {
    const { client } = fakeClient({
      missions: () => ({ claimable: 1, missions }),
      claimMission: () => {
        throw new ApiError('MISSION_NOT_COMPLETE', 'no', 409);
      },
      lotteryLeaderboard: () => [],
    });
    renderWithApp(<MissionLeaderboardPage />, { client, i18n, store: signedInStore() });
    const dailyItems = within(await screen.findByTestId('missions-daily')).getAllByTestId('mission');
    fireEvent.click(within(dailyItems[2]!).getByTestId('mission-claim'));
    await waitFor(() => expect(screen.getByTestId('mission-claim-error')).toHaveTextContent('This mission is not complete yet'));
  });

  it('shows an empty leaderboard and a translated error for missions', async () => {
    const { client } = fakeClient({
      missions: () => {
        throw new ApiError('TRIAL_BLOCKED', 'no', 403);
      },
      lotteryLeaderboard: () => [],
    });
    renderWithApp(<MissionLeaderboardPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('missions-error')).toHaveTextContent('Please Register An Account First');
    expect(await screen.findByTestId('leaderboard-empty')).toHaveTextContent('Nobody is on the leaderboard yet');
  });

  it('counts the claimable missions (done, not claimed) for the menu badge', () => {
    expect(claimableMissionCount(missions)).toBe(1);
    expect(claimableMissionCount(undefined)).toBe(0);
  });
});
