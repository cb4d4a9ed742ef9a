import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgentCentre } from '../centre/agent-centre';
import { AGENT_MENU, type AgentCentrePage } from '../centre/agent-centre-pages';
import { ContractPopup } from '../contract-popup';
import { agentApi, emptyTeam, noContracts, overviewAnswer } from './agent-fixtures';

/** The agent centre as the shell shows it: the `?agentCenter=` page held in state, the menu beside it (phone: its own page). */
function CentreStory({ start }: { start: AgentCentrePage | typeof AGENT_MENU }) {
  const [requested, setRequested] = useState<string>(start);
  return <AgentCentre requested={requested} onOpen={setRequested} onMenu={() => setRequested(AGENT_MENU)} onInvite={() => undefined} />;
}

const meta: Meta<typeof CentreStory> = {
  title: 'agent/Agent centre',
  render: (args) => <CentreStory {...args} />,
  parameters: { api: agentApi, layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof CentreStory>;

/** The toolbar's phone size; the `phone` tag (written out on each story, where Storybook's indexer reads it) makes the story test use it too. */
const PHONE_GLOBALS = { viewport: { value: 'phone390', isRotated: false } };

/** The default page: the period's money as cards, the team's size, then deposits and bets per day. */
export const TeamOverview: Story = {
  args: { start: 'teamOverview' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deposits = await canvas.findByTestId('overview-deposits');
    await waitFor(() => expect(deposits).toHaveTextContent('684,900.00'));
    await expect(await canvas.findByTestId('overview-days')).toBeInTheDocument();
  },
};

/** The same page in Portuguese. */
export const TeamOverviewPortuguese: Story = {
  args: { start: 'teamOverview' },
  globals: { locale: 'PT' },
  play: async ({ canvasElement }) => {
    const deposits = await within(canvasElement).findByTestId('overview-deposits');
    await waitFor(() => expect(deposits).toHaveTextContent('Depósitos da equipe'));
  },
};

/** An agent without a team sees how to start one instead of zeros. */
export const TeamOverviewEmpty: Story = {
  args: { start: 'teamOverview' },
  parameters: { api: { ...agentApi, agentTeamOverview: overviewAnswer(emptyTeam) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('overview-empty')).toBeVisible();
  },
};

export const Announcements: Story = { args: { start: 'announcement' } };
export const RegisterCentre: Story = {
  args: { start: 'registerCentre' },
  /** Submitting the empty form marks the required fields, without a call. */
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('downline-submit'));
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThan(0);
  },
};
export const DownlineManagement: Story = { args: { start: 'downlineManagement' } };
export const TeamBetting: Story = { args: { start: 'teamBetting' } };
export const UserLoss: Story = { args: { start: 'userLoss' } };
export const MyIncome: Story = { args: { start: 'myIncome' } };
export const DownlineTransactions: Story = { args: { start: 'downlineTransactions' } };
/** A dividend offer from the upline waits for an answer; two contracts given to downlines, one ending. */
export const Contracts: Story = { args: { start: 'contracts' } };
export const DividendRecord: Story = { args: { start: 'dividendRecord' } };

/** Received wages, then the "paid" tab: this agent pays no downline yet, so the empty state shows. */
export const DailyWagesPaidTab: Story = {
  args: { start: 'dailyWages' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByTestId('payout-records-row')).length).toBe(3);
    await userEvent.click(canvas.getAllByRole('tab')[1] as HTMLElement);
    await expect(await canvas.findByText(/Nothing paid to downlines/)).toBeVisible();
  },
};
export const HourlySalary: Story = { args: { start: 'hourlySalary' } };
export const RealtimeSalaryEmpty: Story = { args: { start: 'realtimeSalary' } };

/** Without a dividend or salary contract, the dividend record and daily wages leave the menu. */
export const MenuWithoutContracts: Story = {
  args: { start: 'teamOverview' },
  parameters: { api: { ...agentApi, contracts: noContracts } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('ac-teamOverview')).toBeVisible();
    await expect(canvas.queryByTestId('ac-dividendRecord')).toBeNull();
    await expect(canvas.queryByTestId('ac-dailyWages')).toBeNull();
  },
};

/** On a phone the menu is a page of its own; an item opens its page with a back button to the menu. */
export const PhoneMenu: Story = {
  tags: ['phone'],
  globals: PHONE_GLOBALS,
  args: { start: AGENT_MENU },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('ac-userLoss'));
    await expect(await canvas.findByTestId('ac-back')).toHaveFocus();
    await userEvent.click(canvas.getByTestId('ac-back'));
    await expect(await canvas.findByTestId('ac-userLoss')).toHaveFocus();
  },
};

/** On a phone a report's table turns into cards. */
export const PhoneTeamBetting: Story = { tags: ['phone'], globals: PHONE_GLOBALS, args: { start: 'teamBetting' } };
export const PhoneTeamOverview: Story = { tags: ['phone'], globals: PHONE_GLOBALS, args: { start: 'teamOverview' } };

/** The contract popup the shell opens after login while an offer waits; agents also get the offer form. */
export const ContractPopupForAgent: StoryObj<typeof ContractPopup> = {
  render: () => <ContractPopup isAgent onClose={() => undefined} />,
};
