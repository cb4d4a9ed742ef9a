import type { RevealedSeed, RoundVerification, SeedPair } from '@platform/shared/api-contract';
import type { Db } from '../../db/client';
import type { GameSeed } from '../../db/games-schema';
import type { Member } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { DicePick } from '../games/in-house';
import { roundValue } from '../games/round-value';
import type { GamesRepository } from '../games/repository';
import { FAIRNESS_ALGORITHM, decideRound, serverSeedHashOf } from './provably-fair';
import type { SeedRepository } from './seed-repository';

export interface SeedServiceDeps {
  db: Db;
  seeds: SeedRepository;
  games: Pick<GamesRepository, 'findRound'>;
  now(): Date;
}

export function seedPairValue(row: GameSeed): SeedPair {
  return { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nextNonce, createdAt: row.createdAt.toISOString() };
}

/**
 * The seed pairs of the in-house games: one per member and session, committed before play,
 * revealed on rotation (or once its session is gone), and the verification of a round.
 */
export function createSeedService(deps: SeedServiceDeps) {
  const { db, seeds } = deps;

  return {
    /** The session's pair, created on first use; its hash is what the player sees before playing. */
    async current(member: Member, session: string): Promise<SeedPair> {
      return db.transaction(async (tx) => seedPairValue(await seeds.lockActive(tx, member.id, session, deps.now())));
    },

    /** Reveals the session's pair and commits a new one (nonce 0), with the player's client seed when given. */
    async rotate(member: Member, session: string, clientSeed?: string): Promise<{ revealed: RevealedSeed; active: SeedPair }> {
      const at = deps.now();
      return db.transaction(async (tx) => {
        const old = await seeds.lockActive(tx, member.id, session, at);
        await seeds.reveal(tx, old.id, at);
        await seeds.insertPair(tx, member.id, session, clientSeed ?? old.clientSeed, at);
        const active = await seeds.lockActive(tx, member.id, session, at);
        return {
          revealed: {
            serverSeed: old.serverSeed,
            serverSeedHash: old.serverSeedHash,
            clientSeed: old.clientSeed,
            rounds: old.nextNonce,
            revealedAt: at.toISOString(),
          },
          active: seedPairValue(active),
        };
      });
    },

    /**
     * Recomputes one of the member's rounds from its revealed seed. While the seed's session is
     * alive the seed stays secret (SEED_NOT_REVEALED: rotate it first); once that session is gone
     * nobody can play with the seed any more, so it is revealed here.
     */
    async verify(member: Member, roundId: string): Promise<RoundVerification> {
      const round = await deps.games.findRound(db, member.id, roundId);
      if (!round) throw new HttpError(404, 'NOT_FOUND', 'Unknown round');
      if (round.seedId === null || round.nonce === null) {
        throw new HttpError(404, 'NOT_FOUND', 'This round was played before rounds were verifiable');
      }
      const seed = await seeds.byId(round.seedId);
      if (!seed) throw new Error(`round ${round.id} has no seed ${round.seedId}`);
      if (seed.revealedAt === null) {
        const at = deps.now();
        if (await seeds.sessionLive(seed.sessionTokenHash, at)) {
          throw new HttpError(409, 'SEED_NOT_REVEALED', 'The server seed of this round is still secret: change the seed to reveal it');
        }
        await db.transaction((tx) => seeds.reveal(tx, seed.id, at));
      }
      const pair = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed };
      const recomputed = decideRound(round.gameCode as 'PGE_SLOT3' | 'PGE_DICE', round.bet, (round.detail.pick ?? undefined) as DicePick | undefined, pair, round.nonce);
      const outcomeMatches = JSON.stringify(recomputed.outcome) === JSON.stringify(round.detail.outcome) && recomputed.win === round.win;
      return {
        round: roundValue(round, seed),
        serverSeed: seed.serverSeed,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: round.nonce,
        hashMatches: serverSeedHashOf(seed.serverSeed) === seed.serverSeedHash,
        outcome: recomputed.outcome,
        win: recomputed.win,
        outcomeMatches,
        algorithm: FAIRNESS_ALGORITHM,
      };
    },
  };
}

export type SeedService = ReturnType<typeof createSeedService>;
