import type { Announcement, Contract, ContractKind, Downline, DownlineTransaction, IncomeDay, PayoutRecord, TeamBet, TeamOverview, UserLoss } from '@platform/shared/api-contract';

/*
 * Stories only: a small agent team as the gateway would answer it, in the api-contract's shapes
 * (Storybook's story gateway checks every answer against the contract). Amounts are minor units.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A fixed "now", so every story renders the same dates on every machine. */
const NOW = Date.UTC(2026, 10, 20, 14, 30);
const daysAgo = (days: number, hour = 12) => new Date(NOW - days * DAY_MS + (hour - 14) * 3_600_000).toISOString();

const page = <T>(rows: T[], pageSize = 20) => ({ pageNo: 1, pageSize, total: rows.length, totalPages: rows.length ? 1 : 0, rows });

export const teamOverview: TeamOverview = {
  directDownlines: 12,
  totalDownlines: 47,
  newToday: 2,
  newLast7Days: 9,
  teamBalance: 1_845_320_00,
  turnover: 3_912_450_75,
  deposits: 684_900_00,
  from: daysAgo(6, 0),
  to: daysAgo(0, 23),
};

export const emptyTeam: TeamOverview = { ...teamOverview, directDownlines: 0, totalDownlines: 0, newToday: 0, newLast7Days: 0, teamBalance: 0, turnover: 0, deposits: 0 };

/** The overview, and one day of it when the chart asks for a day (`from` = `to`). */
export function overviewAnswer(overview: TeamOverview) {
  return (request: { from?: string; to?: string }) => {
    if (!request.from) return overview;
    if (overview.totalDownlines === 0) return { ...overview, from: request.from, to: request.from };
    const day = Number(request.from.slice(8, 10));
    return { ...overview, from: request.from, to: request.from, deposits: 60_000_00 + (day % 5) * 23_450_00, turnover: 410_000_00 + (day % 4) * 95_300_00 };
  };
}

const downline = (id: number, account: string, nickname: string, overrides: Partial<Downline> = {}): Downline => ({
  id,
  account,
  nickname,
  type: 0,
  isAgent: false,
  level: 1,
  upline: 'agent_rio',
  registeredAt: daysAgo(id * 3),
  lastLoginAt: daysAgo(id % 4, 9),
  balance: 12_500_00 + id * 3_210_00,
  ...overrides,
});

export const downlines: Downline[] = [
  downline(101, 'maria_santos', 'Maria', { isAgent: true, type: 1 }),
  downline(102, 'joao_pereira', 'João'),
  downline(103, 'ana_lima', 'Ana'),
  downline(104, 'carlos_souza', 'Carlão', { lastLoginAt: null, balance: 0 }),
  downline(105, 'beatriz_alves', 'Bia'),
  downline(106, 'lucas_rocha', 'Lucas', { isAgent: true, type: 1 }),
];
export const downlinesPage = page(downlines);

const bet = (n: number, account: string, source: TeamBet['source'], game: string, stake: number, payout: number, status: TeamBet['status']): TeamBet => ({
  id: `B${9000 + n}`,
  account,
  source,
  game,
  stake,
  payout,
  status,
  createdAt: daysAgo(n % 3, 10 + n),
});
const bets = [
  bet(1, 'maria_santos', 'lottery', 'Fast 3 · 20261120-061', 50_00, 98_00, 'won'),
  bet(2, 'joao_pereira', 'game', 'Fortune Tiger', 20_00, 0, 'lost'),
  bet(3, 'ana_lima', 'lottery', 'Lucky 5D · 20261120-015', 10_00, 0, 'open'),
  bet(4, 'beatriz_alves', 'game', 'Baccarat Live', 200_00, 390_00, 'won'),
  bet(5, 'lucas_rocha', 'lottery', 'PK10 · 20261119-288', 35_00, 35_00, 'refunded'),
];
export const teamBetting = {
  ...page(bets),
  summary: { bets: bets.length, turnover: bets.reduce((sum, b) => sum + b.stake, 0), payout: bets.reduce((sum, b) => sum + b.payout, 0) },
};

const loss = (memberId: number, account: string, level: number, turnover: number, wins: number, rebates: number): UserLoss => ({
  memberId,
  account,
  level,
  turnover,
  wins,
  rebates,
  profitLoss: wins + rebates - turnover,
});
const losses = [
  loss(101, 'maria_santos', 1, 1_250_000_00, 1_180_500_00, 6_250_00),
  loss(102, 'joao_pereira', 1, 320_400_00, 298_000_00, 1_602_00),
  loss(107, 'pedro_costa', 2, 98_700_00, 120_300_00, 493_50),
];
export const userLoss = {
  ...page(losses),
  summary: {
    turnover: losses.reduce((s, r) => s + r.turnover, 0),
    wins: losses.reduce((s, r) => s + r.wins, 0),
    rebates: losses.reduce((s, r) => s + r.rebates, 0),
    profitLoss: losses.reduce((s, r) => s + r.profitLoss, 0),
  },
};

const incomeDay = (days: number, salaryReceived: number, dividendReceived: number, salaryPaid: number, dividendPaid: number): IncomeDay => ({
  date: daysAgo(days).slice(0, 10),
  salaryReceived,
  dividendReceived,
  salaryPaid,
  dividendPaid,
  net: salaryReceived + dividendReceived - salaryPaid - dividendPaid,
});
const incomeDays = [incomeDay(3, 420_00, 0, 150_00, 0), incomeDay(2, 515_50, 0, 180_25, 0), incomeDay(1, 398_00, 2_300_00, 140_00, 800_00)];
export const myIncome = {
  rows: incomeDays,
  totals: {
    salaryReceived: incomeDays.reduce((s, r) => s + r.salaryReceived, 0),
    dividendReceived: incomeDays.reduce((s, r) => s + r.dividendReceived, 0),
    salaryPaid: incomeDays.reduce((s, r) => s + r.salaryPaid, 0),
    dividendPaid: incomeDays.reduce((s, r) => s + r.dividendPaid, 0),
    net: incomeDays.reduce((s, r) => s + r.net, 0),
  },
};

const transaction = (n: number, account: string, type: DownlineTransaction['type'], amount: number, balanceAfter: number): DownlineTransaction => ({
  id: `E${70_000 + n}`,
  memberId: 100 + n,
  account,
  type,
  amount,
  balanceAfter,
  createdAt: daysAgo(n % 2, 8 + n),
});
export const downlineTransactions = page([
  transaction(1, 'maria_santos', 'deposit', 500_00, 1_740_00),
  transaction(2, 'joao_pereira', 'bet', -20_00, 311_40),
  transaction(3, 'joao_pereira', 'win', 38_00, 349_40),
  transaction(4, 'ana_lima', 'withdraw', -200_00, 95_10),
  transaction(5, 'beatriz_alves', 'rebate', 3_15, 402_65),
]);

const contract = (id: number, kind: ContractKind, status: Contract['status'], overrides: Partial<Contract> = {}): Contract => ({
  id,
  kind,
  status,
  cycle: kind === 'dividend' ? 'semi_monthly' : kind === 'daily_salary' ? 'daily' : kind === 'hourly_salary' ? 'hourly' : 'realtime',
  upline: 'agent_rio',
  downline: 'maria_santos',
  tiers: [
    { minBet: 10_000_00, pnl: -5_000_00, minActiveMembers: 5, rate: 150 },
    { minBet: 50_000_00, pnl: -20_000_00, minActiveMembers: 15, rate: 300 },
  ],
  rate: 300,
  endRequestedBy: null,
  endReason: null,
  createdAt: daysAgo(20),
  acceptedAt: status === 'offered' ? null : daysAgo(19),
  endedAt: null,
  ...overrides,
});

/** Received from the upline: an active salary and a new dividend offer; offered to two downlines. */
export const contracts = {
  received: [
    contract(11, 'daily_salary', 'active', { upline: 'master_sp', downline: 'agent_rio' }),
    contract(12, 'dividend', 'offered', { upline: 'master_sp', downline: 'agent_rio', acceptedAt: null, createdAt: daysAgo(1) }),
  ],
  offered: [
    contract(21, 'daily_salary', 'active', { downline: 'maria_santos', rate: 120, tiers: [{ minBet: 5_000_00, pnl: 0, minActiveMembers: 3, rate: 120 }] }),
    contract(22, 'hourly_salary', 'ending', { downline: 'lucas_rocha', endRequestedBy: 'lucas_rocha', endReason: 'Moving to another team' }),
  ],
  pending: { dividend: true, daily_salary: false, hourly_salary: false, realtime_salary: false },
};

export const noContracts = { received: [], offered: [], pending: { dividend: false, daily_salary: false, hourly_salary: false, realtime_salary: false } };

const payout = (id: number, kind: ContractKind, days: number, amount: number): PayoutRecord => ({
  id,
  contractId: kind === 'dividend' ? 12 : 11,
  kind,
  cycle: kind === 'dividend' ? 'semi_monthly' : 'daily',
  periodStart: daysAgo(days + 1, 0),
  periodEnd: daysAgo(days, 0),
  upline: 'master_sp',
  downline: 'agent_rio',
  turnover: 48_300_00 + id * 1_000_00,
  teamLoss: 6_120_00,
  activeMembers: 14,
  excludedMembers: 1,
  rate: 150,
  amount,
  paidAt: daysAgo(days, 1),
});

/** Payout records of the requested kind; `paid` answers none (the agent pays no downline yet). */
export function payoutRecords(request: { kind: ContractKind; role?: 'received' | 'paid' }) {
  const rows = request.role === 'paid' || request.kind === 'realtime_salary' ? [] : [payout(1, request.kind, 1, 724_50), payout(2, request.kind, 2, 690_00), payout(3, request.kind, 3, 812_25)];
  return { ...page(rows), summary: { amount: rows.reduce((s, r) => s + r.amount, 0) } };
}

export const announcements: Announcement[] = [
  {
    id: 31,
    type: 'B',
    title: 'Dividend cycle moves to the 1st and 16th',
    content: '<p>From December, semi-monthly dividends are paid on the <strong>1st and 16th</strong> of each month.</p>',
    startDateStr: '2026-11-18',
    promotionType: null,
    execution: 'A',
  },
  {
    id: 30,
    type: 'PL',
    title: 'New agent rebate table',
    content: '<p>Lottery rebates for sub-agents rise to 0.8 % for teams with 20 active members.</p><ul><li>Fast 3</li><li>PK10</li></ul>',
    startDateStr: '2026-11-10',
    promotionType: 'rebate',
    execution: 'A',
  },
];

/** What every agent-centre story answers; a story overrides the calls its state needs. */
export const agentApi = {
  contracts,
  agentTeamOverview: overviewAnswer(teamOverview),
  agentDownlines: downlinesPage,
  agentTeamBetting: teamBetting,
  agentUserLoss: userLoss,
  agentMyIncome: myIncome,
  agentDownlineTransactions: downlineTransactions,
  agentPayoutRecords: payoutRecords,
  agentAnnouncements: announcements,
  agentRegisterDownline: (request: { username: string }) => ({ id: 9001, account: request.username, type: 0, uplineId: 1 }),
};
