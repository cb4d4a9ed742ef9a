import type { Meta, StoryObj } from '@storybook/react-vite';
import { betOf, drawOf, emptyBets, lobbyGame } from '../testing/fixtures';
import { LotteryStoryFrame } from '../testing/story-frame';
import { LotteryApp } from './lottery-app';

const meta: Meta = { title: 'lottery/Pages' };
export default meta;

const lobby = () => [
  lobbyGame('SIX_BALL', { last: drawOf('SIX_BALL', 99, { status: 'drawn', outcome: { numbers: [1, 9, 17, 23, 38, 45], special: 49 } }) }),
  lobbyGame('TEN_BALL', { last: drawOf('TEN_BALL', 99, { status: 'drawn', outcome: { numbers: [3, 1, 2, 4, 5, 6, 7, 8, 9, 10] } }) }),
  lobbyGame('DICE', { last: drawOf('DICE', 99, { status: 'drawn', outcome: { numbers: [1, 4, 6], sum: 11 } }) }),
  lobbyGame('PC28', { last: drawOf('PC28', 99, { status: 'drawn', outcome: { numbers: [9, 4, 0], sum: 13 } }) }),
  lobbyGame('SEA_4D', {
    last: drawOf('SEA_4D', 99, { status: 'drawn', outcome: { numbers: [], tiers: [{ tier: 'FIRST', numbers: ['0427'] }, { tier: 'SECOND', numbers: ['9031'] }] } }),
  }),
];

const handlers = {
  lotteryLobby: lobby,
  lotteryRecent: () => lobby().map((game) => game.last),
  myLotteryBets: () => ({ ...emptyBets, total: 2, totalPages: 1, rows: [betOf({ betId: 'b2', status: 'won', payout: 19_70 }), betOf()] }),
  placeLotteryBet: () => ({ bets: [betOf()], balance: 100_00 }),
};

/** The lobby of /seaLottery: fast games and SEA 4D, each with its countdown and last result. */
export const Lobby: StoryObj = {
  render: () => (
    <LotteryStoryFrame handlers={handlers}>
      <LotteryApp lobbyData="SEA,FAST" />
    </LotteryStoryFrame>
  ),
};

/** The betting view of Mark Six: the 01–49 number grid in the spec's colours, and the slip. */
export const Betting: StoryObj = {
  render: () => (
    <LotteryStoryFrame handlers={handlers}>
      <LotteryApp lobbyData="SEA,FAST" initialGame="SIX_BALL" />
    </LotteryStoryFrame>
  ),
};

/** A slip refused because the period closed meanwhile (409 BETTING_CLOSED). */
export const BettingClosed: StoryObj = {
  render: () => (
    <LotteryStoryFrame
      handlers={{
        ...handlers,
        placeLotteryBet: () => {
          throw Object.assign(new Error('closed'), { code: 'BETTING_CLOSED' });
        },
      }}
    >
      <LotteryApp lobbyData="FAST" initialGame="DICE" />
    </LotteryStoryFrame>
  ),
};

export const EmptyLobby: StoryObj = {
  render: () => (
    <LotteryStoryFrame handlers={{ ...handlers, lotteryLobby: () => [] }}>
      <LotteryApp />
    </LotteryStoryFrame>
  ),
};
