export { CashierScreen } from './cashier-screen';
