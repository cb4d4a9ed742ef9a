import type { LotteryDraw } from '@platform/shared/api-contract';
import type { Db } from '../../db/client';
import type { Ledger } from '../ledger/service';
import type { WalletService } from '../wallet/service';
import type { PeriodLengths } from './schedule';

/** What the lottery's draws and bets are built from (plugin.ts passes the app's; tests their own). */
export interface LotteryDeps {
  db: Db;
  ledger: Ledger;
  wallet: Pick<WalletService, 'gameAccounts'>;
  now(): Date;
  lengths: PeriodLengths;
  /** Called with the periods a job run has just drawn (for the live `draw` event). */
  onDrawn?: (draws: readonly LotteryDraw[]) => void;
  /** Tests only: runs inside a bet's settlement transaction after its payout posted; a throw rolls the bet back (a crash). */
  afterPayout?: (betId: number) => void;
}
