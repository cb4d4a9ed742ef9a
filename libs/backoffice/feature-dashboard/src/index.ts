export { DashboardScreen } from './dashboard-screen';
// Lottery draws and agent payouts are the merchant's figures, read under the dashboard's permission.
export { LotteryScreen } from './lottery-screen';
export { AgentsScreen } from './agents-screen';
