export { LotteryApp, launchGameFrom, lobbyDataFor, type LotteryAppProps } from './pages/lottery-app';
export { DrawResult } from './components/draw-result';
