import type { Round } from '@platform/shared/api-contract';
import type { GameRound, GameSeed } from '../../db/games-schema';

/** A stored round as the API shows it; `seed` adds its commitment and nonce (absent on rounds older than seeds). */
export function roundValue(row: GameRound, seed?: Pick<GameSeed, 'serverSeedHash' | 'clientSeed'> | null): Round {
  const round: Round = {
    roundId: row.roundId,
    gameCode: row.gameCode as Round['gameCode'],
    bet: row.bet,
    win: row.win,
    outcome: row.detail.outcome,
    balance: row.balanceAfter,
    realm: row.realm,
    createdAt: row.createdAt.toISOString(),
  };
  if (seed && row.nonce !== null) round.fair = { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: row.nonce };
  return round;
}
