import type { Db } from '../../db/client';
import { countTurnoverWithin } from '../ledger/wagering';
import { createPointsRepository } from './repository';
import { pointsForTurnover } from './rules';

export interface SettledBet {
  merchantCode: string;
  memberId: number;
  /** `lottery`, `pge` (in-house rounds), `vendor`: with betKey, unique per member. */
  source: string;
  betKey: string;
  /** The stake, in minor units. */
  turnover: number;
  /** Play money (trial accounts) earns nothing. */
  realm: 'real' | 'play';
  at: Date;
}

/**
 * The turnover hook: called inside the transaction that settles (or, for instant games, commits)
 * a bet, so the points and the bet commit together or not at all. Idempotent per bet: the entry
 * key `turnover:<source>:<betKey>` is counted once, whatever the retries. Answers the points earned.
 * Every settlement path (lottery, in-house rounds, vendor bets) calls it, so it also counts the
 * stake against the member's bonus wagering requirement (issue 19), once per bet, under the same key.
 */
export async function earnPointsOnTurnover(tx: Db, bet: SettledBet): Promise<number> {
  if (bet.realm !== 'real' || bet.turnover <= 0) return 0;
  const points = await createPointsRepository(tx).earn(
    tx,
    {
      merchantCode: bet.merchantCode,
      memberId: bet.memberId,
      idempotencyKey: `turnover:${bet.source}:${bet.betKey}`,
      turnover: bet.turnover,
      metadata: { source: bet.source, betKey: bet.betKey, turnover: bet.turnover },
      at: bet.at,
    },
    (countedBefore, turnoverPerPoint) => pointsForTurnover(countedBefore, bet.turnover, turnoverPerPoint),
  );
  if (points === null) return 0;
  await countTurnoverWithin(tx, { memberId: bet.memberId, turnover: bet.turnover, at: bet.at });
  return points;
}
