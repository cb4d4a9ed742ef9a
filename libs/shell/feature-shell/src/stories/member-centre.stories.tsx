import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemberCentrePopup } from '../member-centre/member-centre-popup';
import { AgentCentrePopup } from '../member-centre/agent-centre-popup';
import { memberCentreApi, newMemberApi } from './member-centre-fixtures';

/*
 * The member centre popup (`?memberCenter=<page>`), one story per page, as the header's links open
 * it: the menu with its badges beside the page (a strip of tabs and a full-screen sheet on a phone).
 */
const meta: Meta = {
  title: 'shell/Member centre',
  render: () => <MemberCentrePopup isTrial={false} />,
  parameters: { api: memberCentreApi, layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj;

const PHONE_GLOBALS = { viewport: { value: 'phone390', isRotated: false } };
const on = (page: string) => ({ route: `/?memberCenter=${page}` });

/** Waits for the page's own content (its chunk loads lazily) inside the popup. */
const pageShows = async (testId: string) => {
  const page = await within(document.body).findByTestId('member-centre-page');
  const content = await within(page).findByTestId(testId, {}, { timeout: 10_000 });
  await waitFor(() => expect(content).toBeVisible());
};

export const SecurityCenter: Story = { parameters: on('securityCenter'), play: () => pageShows('security-page') };
export const SecurityCenterPortuguese: Story = { parameters: on('securityCenter'), globals: { locale: 'PT' } };
export const TransferFund: Story = { parameters: on('transferFund') };
/** The deposit page: PIX or a bank transfer with the bank's details. */
export const Deposit: Story = { parameters: on('depositv2') };
export const DepositPortuguese: Story = { parameters: on('depositv2'), globals: { locale: 'PT' } };
/** Before the first deposit, on a brand whose jurisdiction asks, the deposit-limit offer sits above the form. */
export const DepositWithLimitOffer: Story = {
  parameters: {
    ...on('depositv2'),
    api: { ...memberCentreApi, protectionStatus: { ...memberCentreApi.protectionStatus, depositLimitPrompt: 'first-deposit', offerDepositLimit: true } },
  },
};
export const Withdraw: Story = { parameters: on('withdraw') };
export const TransferToUpline: Story = { parameters: on('transferUpline') };
export const BettingRecord: Story = { parameters: on('personalHistoryCopy') };
export const BettingRecordEmpty: Story = { parameters: { ...on('personalHistoryCopy'), api: newMemberApi } };
export const TransactionHistory: Story = { parameters: on('transactionHistory') };
export const PersonalProfit: Story = { parameters: on('personalProfit') };
export const PersonalProfitPortuguese: Story = { parameters: on('personalProfit'), globals: { locale: 'PT' } };
export const BonusDetails: Story = { parameters: on('bonusDetails') };
export const BonusDetailsEmpty: Story = { parameters: { ...on('bonusDetails'), api: newMemberApi } };
export const RewardCenter: Story = { parameters: on('rewardCenter') };
export const RewardCenterEmpty: Story = { parameters: { ...on('rewardCenter'), api: newMemberApi } };
export const Referral: Story = { parameters: on('referral') };
export const MissionLeaderboard: Story = { parameters: on('missionLeaderboard') };
export const Messages: Story = { parameters: on('messageV2') };
export const MessagesEmpty: Story = { parameters: { ...on('messageV2'), api: newMemberApi } };
export const ResponsibleGaming: Story = { parameters: on('responsibleGaming') };

/** The menu switches pages in place: from the security centre to the referral page. */
export const MenuSwitchesPage: Story = {
  parameters: on('securityCenter'),
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByTestId('mc-referral'));
    await waitFor(() => expect(body.getByTestId('mc-referral')).toHaveAttribute('aria-current', 'page'));
  },
};

/** On a phone the popup is a full-screen sheet and the menu a strip of tabs. */
export const PhoneSheet: Story = { parameters: on('transactionHistory'), tags: ['phone'], globals: PHONE_GLOBALS };
export const PhoneDeposit: Story = { parameters: on('depositv2'), tags: ['phone'], globals: PHONE_GLOBALS };

/** A trial (play-money) account cannot use the member centre. */
export const TrialBlocked: Story = {
  render: () => <MemberCentrePopup isTrial />,
  parameters: on('securityCenter'),
  play: async () => {
    const blocked = await within(document.body).findByTestId('member-centre-blocked');
    // The popup fades in.
    await waitFor(() => expect(blocked).toBeVisible());
  },
};

const agentApi = {
  contracts: { received: [], offered: [], pending: { dividend: false, daily_salary: false, hourly_salary: false, realtime_salary: false } },
  agentTeamOverview: (request: { from?: string }) => ({
    directDownlines: 5,
    totalDownlines: 18,
    newToday: 1,
    newLast7Days: 4,
    teamBalance: 320_450_00,
    turnover: request.from ? 84_000_00 : 612_300_00,
    deposits: request.from ? 12_500_00 : 98_700_00,
    from: request.from ?? '2026-11-14T00:00:00Z',
    to: request.from ?? '2026-11-20T23:59:59Z',
  }),
};

/** The agent centre popup as the header opens it (`?agentCenter=`); a phone gets the sheet with the menu as its own page. */
export const AgentCentrePhoneMenu: Story = {
  render: () => <AgentCentrePopup isAgent />,
  parameters: { api: agentApi, route: '/?agentCenter=menu' },
  tags: ['phone'],
  globals: PHONE_GLOBALS,
  play: async () => {
    await userEvent.click(await within(document.body).findByTestId('ac-teamOverview', {}, { timeout: 10_000 }));
    const back = await within(document.body).findByTestId('ac-back');
    await waitFor(() => expect(back).toBeVisible());
  },
};
export const AgentCentreForNonAgent: Story = {
  render: () => <AgentCentrePopup isAgent={false} />,
  parameters: { api: agentApi, route: '/?agentCenter=teamOverview' },
};
