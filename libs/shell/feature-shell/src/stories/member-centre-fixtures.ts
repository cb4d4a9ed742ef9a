import type { Limit, MemberProfile, WalletBalance } from '@platform/shared/api-contract';

/*
 * Stories only: a signed-in member's gateway answers for every member-centre page, in the
 * api-contract's shapes (minor units, BRL). A story overrides the calls its state needs.
 */
const at = (day: number, hour = 12, minute = 0) => new Date(Date.UTC(2026, 10, day, hour, minute)).toISOString();
const page = <T>(rows: T[], pageSize = 20) => ({ pageNo: 1, pageSize, total: rows.length, totalPages: rows.length ? 1 : 0, rows });

export const profile: MemberProfile = {
  account: 'maria_santos',
  nickname: 'Maria',
  emailMasked: 'm***@gmail.com',
  mobileMasked: '+55 ****-4321',
  emailVerified: true,
  mobileVerified: false,
  birthday: '1994-03-18',
  contacts: { whatsapp: '+55 11 98765-4321', telegram: '@maria_s' },
  totpEnabled: false,
};

export const balance: WalletBalance = {
  balance: 1_284_37,
  currency: 'BRL',
  currencySymbol: 'R$',
  isTrial: false,
  held: 100_00,
  wallets: [
    { code: 'MAIN', name: 'Main', balance: 1_284_37 },
    { code: 'EVO', name: 'Evolution', balance: 42_00 },
  ],
};

const depositChannels = [
  { code: 'PIX', kind: 'payment_gateway', name: 'PIX', minAmount: 10_00, maxAmount: 50_000_00, bankDetails: null },
  {
    code: 'TED',
    kind: 'bank_transfer',
    name: 'Bank transfer (TED)',
    minAmount: 50_00,
    maxAmount: 100_000_00,
    bankDetails: { bankName: 'Banco do Brasil', accountName: 'Fortuna Pagamentos LTDA', accountNumber: '0001 / 12345-6' },
  },
];

const lotteryBets = page([
  { betId: 'L-20261120-0031', gameCode: 'DICE', periodId: '20261120-061', betType: 'BIG', selection: 'BIG', stake: 20_00, odds: 19_600, status: 'won', payout: 39_20, realm: 'real', createdAt: at(20, 10, 2), settledAt: at(20, 10, 5) },
  { betId: 'L-20261120-0030', gameCode: 'TEN_BALL', periodId: '20261120-060', betType: 'NUMBER', selection: '7', stake: 5_00, odds: 98_000, status: 'lost', payout: 0, realm: 'real', createdAt: at(20, 9, 57), settledAt: at(20, 10, 0) },
  { betId: 'L-20261120-0032', gameCode: 'SIX_BALL', periodId: '20261120-062', betType: 'ODD', selection: 'ODD', stake: 10_00, odds: 19_600, status: 'open', payout: 0, realm: 'real', createdAt: at(20, 10, 6), settledAt: null },
]);

const rounds = {
  content: [
    { roundId: 'R-88120', gameCode: 'PGE_SLOT3', bet: 2_00, win: 6_00, outcome: ['7', '7', 'BAR'], balance: 1_284_37, realm: 'real', createdAt: at(20, 11, 40) },
    { roundId: 'R-88119', gameCode: 'PGE_DICE', bet: 5_00, win: 0, outcome: [3, 4], balance: 1_280_37, realm: 'real', createdAt: at(20, 11, 38) },
  ],
  pageNum: 1,
  pageSize: 20,
  totalPages: 1,
  totalElements: 2,
};

const transactions = page([
  { id: 'E90011', type: 'deposit', amount: 500_00, balanceAfter: 1_284_37, status: 'approved', createdAt: at(20, 9) },
  { id: 'E90010', type: 'bet', amount: -20_00, balanceAfter: 784_37, status: 'done', createdAt: at(19, 21) },
  { id: 'E90009', type: 'win', amount: 39_20, balanceAfter: 804_37, status: 'done', createdAt: at(19, 21, 5) },
  { id: 'E90008', type: 'rebate', amount: 4_17, balanceAfter: 765_17, status: 'done', createdAt: at(19, 0, 5) },
  { id: 'E90007', type: 'withdraw', amount: -200_00, balanceAfter: 761_00, status: 'paid', createdAt: at(18, 15) },
]);

const profit = {
  from: at(14, 0),
  to: at(20, 23, 59),
  categories: [
    { category: 'LOTT', bets: 41, turnover: 820_00, payout: 702_40, profit: -117_60 },
    { category: 'RNG', bets: 230, turnover: 1_150_00, payout: 1_298_00, profit: 148_00 },
    { category: 'LIVE', bets: 12, turnover: 600_00, payout: 540_00, profit: -60_00 },
  ],
  turnover: 2_570_00,
  payout: 2_540_40,
  bonus: 25_00,
  pendingStake: 10_00,
  profit: -4_60,
};

const bonusRows = [
  { id: 'E90008', type: 'rebate', amount: 4_17, balanceAfter: 765_17, detail: 'Lottery rebate 0.5%', createdAt: at(19, 0, 5) },
  { id: 'E89950', type: 'bonus', amount: 20_00, balanceAfter: 540_00, detail: 'Welcome bonus', createdAt: at(15, 18) },
];
const bonusDetails = { ...page(bonusRows), totalAmount: bonusRows.reduce((sum, row) => sum + row.amount, 0) };

const rewardCenter = {
  availablePromoCount: 2,
  rows: [
    { promotionId: 41, title: 'Weekend cashback 10%', content: '<p>Lose on the weekend, get 10% back on Monday.</p>', imageUrl: null, startDateStr: '2026-11-01 00:00:00', closesAt: at(30), status: 'join', signUp: true, kind: 'signUp', application: null },
    { promotionId: 42, title: 'Red envelope of the week', content: '<p>Open it for a surprise up to R$ 88.</p>', imageUrl: null, startDateStr: '2026-11-16 00:00:00', closesAt: at(22), status: 'claim', signUp: false, kind: 'redEnvelope', application: null },
    { promotionId: 43, title: 'First deposit match', content: '<p>Send your deposit receipt to apply.</p>', imageUrl: null, startDateStr: '2026-11-10 00:00:00', closesAt: null, status: 'applying', signUp: false, kind: 'application', application: { id: 7, remark: 'PIX receipt attached', images: 1, amount: null, createdAt: at(18) } },
  ],
};

const missions = {
  claimable: 1,
  missions: [
    { id: 'PLACE_10_BETS', period: 'daily', periodKey: '2026-11-20', target: 10, progress: 10, done: true, reward: 2_00, claimed: false },
    { id: 'TURNOVER_1000', period: 'daily', periodKey: '2026-11-20', target: 1_000_00, progress: 620_00, done: false, reward: 5_00, claimed: false },
    { id: 'WIN_ONCE', period: 'daily', periodKey: '2026-11-20', target: 1, progress: 1, done: true, reward: 1_00, claimed: true },
    { id: 'PLACE_50_BETS', period: 'weekly', periodKey: '2026-W47', target: 50, progress: 31, done: false, reward: 10_00, claimed: false },
  ],
};

const leaderboard = [
  { rank: 1, account: 'jo***88', payout: 9_120_00, wins: 14 },
  { rank: 2, account: 'an***07', payout: 7_300_25, wins: 9 },
  { rank: 3, account: 'ma***12', payout: 4_980_00, wins: 11 },
];

const messageRows = [
  { id: 3, title: 'Your withdrawal was paid', content: '<p>R$ 200.00 was sent to your PIX key. Please confirm the receipt.</p>', read: false, createdAt: at(18, 15, 20) },
  { id: 2, title: 'Weekly cashback credited', content: '<p>R$ 4.17 cashback is in your main wallet.</p>', read: true, createdAt: at(17, 9) },
  { id: 1, title: 'Welcome to the club', content: '<p>Thanks for joining. Your welcome bonus is ready.</p>', read: true, createdAt: at(15, 18) },
];
const messages = { ...page(messageRows, 10), unread: 1 };

/** No limit set yet: every money kind and period, then the session. */
const noLimits: Limit[] = [
  ...(['deposit', 'loss', 'wager'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period): Limit => ({ kind, period, current: null, pending: null, pendingFrom: null, used: 0 })),
  ),
  { kind: 'session', period: 'session', current: null, pending: null, pendingFrom: null, used: 0 },
];

/** Every call the member centre's pages make, answered for a member with some history. */
export const memberCentreApi = {
  memberProfile: profile,
  walletBalance: balance,
  merchantWallet: { isSingle: false },
  withdrawInfo: { hasWithdrawPassword: true, available: 1_184_37, held: 100_00, autoConfirmMinutes: 30 },
  withdrawals: page([]),
  depositChannels,
  protectionStatus: { exclusion: null, realityCheckMinutes: 60, depositLimitPrompt: 'off', offerDepositLimit: false, sessionEndsAt: null, idleTimeoutMinutes: 30 },
  protectionLimits: { increaseDelayHours: 24, limits: noLimits },
  myLotteryBets: lotteryBets,
  roundHistory: rounds,
  transactionHistory: transactions,
  personalProfit: profit,
  bonusDetails,
  rewardCenter,
  referral: { referralCode: 'MARIA7Q2', invited: 4 },
  missions,
  lotteryLeaderboard: leaderboard,
  messages,
  unreadMessageCount: { count: 1 },
  vip: { hasVip: true, vipLabelName: 'Silver', vipRankLevel: 2, turnover: 2_570_00, nextLevelTurnover: 10_000_00, nextVipLabelName: 'Gold' },
  rebateRates: [
    { category: 'LOTT', rate: 0.005, display: '0.5%' },
    { category: 'RNG', rate: 0.004, display: '0.4%' },
    { category: 'LIVE', rate: null, display: '—' },
  ],
  openRedEnvelope: { amount: 18_88, replayed: false },
};

/** Nothing yet: a new member's pages, each with its empty state. */
export const newMemberApi = {
  ...memberCentreApi,
  myLotteryBets: page([]),
  roundHistory: { content: [], pageNum: 1, pageSize: 20, totalPages: 0, totalElements: 0 },
  transactionHistory: page([]),
  personalProfit: { ...profit, categories: [], turnover: 0, payout: 0, bonus: 0, pendingStake: 0, profit: 0 },
  bonusDetails: { ...page([]), totalAmount: 0 },
  messages: { ...page([], 10), unread: 0 },
  unreadMessageCount: { count: 0 },
  missions: { claimable: 0, missions: [] },
  rewardCenter: { availablePromoCount: 0, rows: [] },
  lotteryLeaderboard: [],
};
