// The lottery domain's door for the shell (`@platform/lottery/feature-lottery/shell-api`): the
// query keys the live-event socket refetches on a draw or a settlement. The shell may use only
// feature and ui entries of another domain; this file is apart from src/index.ts so that the
// socket, mounted on every page, does not bring the lottery screens with it.
export { lotteryKeys } from '@platform/lottery/data-access';
