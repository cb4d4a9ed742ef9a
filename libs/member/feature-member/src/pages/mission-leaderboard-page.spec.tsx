import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { ApiError } from '@platform/shared/api-client';
import { openMissionCount } from '@platform/member/data-access';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { signedInStore } from '../testing/fixtures';
import { MissionLeaderboardPage } from './mission-leaderboard-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const summary = {
  day: '2030-01-01',
  bets: 4,
  turnover: 250_00,
  payout: 0,
  wins: 1,
  missions: [
    { id: 'PLACE_10_BETS', target: 10, progress: 4, done: false },
    { id: 'TURNOVER_1000', target: 100_000, progress: 25_000, done: false },
    { id: 'WIN_ONCE', target: 1, progress: 1, done: true },
  ],
};

describe('missionLeaderboard (spec §1 missions, §7 mission summary and leaderboard)', () => {
  it('shows each mission with labelled progress, turnover as money, and the leaderboard', async () => {
    const { client } = fakeClient({
      lotteryMission: () => summary,
      lotteryLeaderboard: () => [{ rank: 1, account: 'al***01', payout: 95_00, wins: 2 }],
    });
    renderWithApp(<MissionLeaderboardPage />, { client, i18n, store: signedInStore() });
    const missions = await screen.findAllByTestId('mission');
    expect(missions).toHaveLength(3);
    expect(within(missions[0]!).getByRole('progressbar', { name: 'Place 10 lottery bets: 4 of 10' })).toHaveAttribute('value', '4');
    expect(missions[1]).toHaveTextContent('250.00 / 1,000.00');
    expect(missions[2]).toHaveTextContent('Done');
    const row = await screen.findByTestId('leaderboard-row');
    expect(row).toHaveTextContent('al***01');
    expect(row).toHaveTextContent('95.00');
  });

  it('shows an empty leaderboard and a translated error for missions', async () => {
    const { client } = fakeClient({
      lotteryMission: () => {
        throw new ApiError('TRIAL_BLOCKED', 'no', 403);
      },
      lotteryLeaderboard: () => [],
    });
    renderWithApp(<MissionLeaderboardPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('missions-error')).toHaveTextContent('Please Register An Account First');
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('counts the open missions for the menu badge', () => {
    expect(openMissionCount(summary.missions)).toBe(2);
    expect(openMissionCount(undefined)).toBe(0);
  });
});
