import { randomInt } from 'node:crypto';
import type { Game, Round, addFavouriteCall, favouriteListCall, playRoundCall, recentGamesCall, startGameCall } from '@platform/shared/api-contract';
import type { Member, Merchant } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import type { Ledger } from '../ledger/service';
import { isTrial } from '../member/rules';
import { assertStakeWithinLimits } from '../protection/guards';
import type { WalletService } from '../wallet/service';
import type { GameCatalogue } from './game-catalogue';
import { decideRound } from '../fairness/provably-fair';
import type { SeedRepository } from '../fairness/seed-repository';
import type { DicePick } from './in-house';
import { LAUNCH_TTL_SECONDS } from './launch';
import { filterGames, pageOf, type BrandView, type GameFilter, type Page } from './listing';
import type { GamesRepository } from './repository';
import { roundValue } from './round-value';
import type { VendorAdapter } from '../../providers/game-vendors/registry';
import { providerUnavailable } from '../../providers/unavailable';
import { earnPointsOnTurnover } from '../points/earning';

export interface PlayDeps {
  repository: GamesRepository;
  catalogue: GameCatalogue;
  ledger: Ledger;
  wallet: Pick<WalletService, 'gameAccounts'>;
  findMerchant(code: string): Promise<Merchant | undefined>;
  now(): Date;
  /** The provably fair seed pairs that decide the in-house rounds. */
  seeds: Pick<SeedRepository, 'lockActive' | 'advanceNonce'>;
  /** The adapter of a vendor (GAME_VENDOR_PROVIDER); none by default, and then a launch is refused (503). */
  vendorFor?: (vassalage: string) => VendorAdapter | undefined;
}

/** The vendor whose games trial accounts may play: its rounds move play money only (spec §6 "Trial user"). */
export const IN_HOUSE_VENDOR = 'PGE';

/** A member's stored node ids as catalogue games, dropping any the catalogue no longer has. */
function gamesOf(catalogue: GameCatalogue, ids: readonly number[]): Game[] {
  return ids.flatMap((id) => {
    const game = catalogue.byNodeId.get(id);
    return game ? [game] : [];
  });
}

export function createPlayService(deps: PlayDeps) {
  const { repository: repo, catalogue, ledger } = deps;
  const vendorFor = deps.vendorFor ?? (() => undefined);

  async function brandOf(member: Member): Promise<Merchant> {
    const merchant = await deps.findMerchant(member.merchantCode);
    if (!merchant) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
    return merchant;
  }

  function gameOrFail(nodeId: number): Game {
    const game = catalogue.byNodeId.get(nodeId);
    if (!game || game.isGame !== 'GAME') throw new HttpError(404, 'NOT_FOUND', 'Unknown game');
    return game;
  }

  /** A list of a member's stored games, filtered the way the favourite and recent calls filter, then paged. */
  function memberPage(ids: readonly number[], brand: BrandView, filter: GameFilter, pageNo?: number, pageSize?: number): Page<Game> {
    return pageOf(filterGames(gamesOf(catalogue, ids), filter, brand), pageNo, pageSize);
  }

  return {
    async favourites(member: Member, input: Input<typeof favouriteListCall>): Promise<Page<Game>> {
      const ids = await repo.favouriteIds(member.id);
      return memberPage(ids, await brandOf(member), { gameType: input.gameType, vassalage: input.vendor }, input.pageNo, input.pageSize);
    },

    /** Spec §4: adding an existing favourite is skipped; the answer is the same success. */
    async addFavourite(member: Member, input: Input<typeof addFavouriteCall>) {
      const game = gameOrFail(input.nodeId);
      return { nodeId: String(game.nodeId), added: await repo.addFavourite(member.id, game.nodeId, deps.now()) };
    },

    /** Idempotent: removing a game that is not (or no longer) a favourite succeeds with removed false. */
    async removeFavourite(member: Member, nodeId: number) {
      return { nodeId: String(nodeId), removed: await repo.removeFavourite(member.id, nodeId) };
    },

    async recent(member: Member, input: Input<typeof recentGamesCall>): Promise<Page<Game>> {
      const ids = await repo.recentIds(member.id);
      return memberPage(ids, await brandOf(member), { gameType: input.gameType, vassalage: input.vassalage }, input.page, input.pageSize);
    },

    /**
     * startGameV2: a signed, expiring URL on one of the brand's launch CDNs, chosen at random; the game becomes recent.
     * `launchOrigin` (local and development only, GAME_LAUNCH_ORIGIN) takes the CDNs' place.
     */
    async start(
      member: Member,
      input: Input<typeof startGameCall>,
      maintenance: (vassalage: string) => Promise<boolean>,
      launchOrigin?: string,
    ) {
      const game = catalogue.find(input.vassalage, input.gameCode);
      if (!game) throw new HttpError(404, 'NOT_FOUND', 'Unknown game');
      if (isTrial(member) && game.vassalage !== IN_HOUSE_VENDOR) {
        throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
      }
      if (await maintenance(game.vassalage)) throw new HttpError(503, 'MAINTENANCE', 'This game is under maintenance');
      const vendor = vendorFor(game.vassalage);
      if (!vendor) throw providerUnavailable('Game vendor');
      const merchant = await brandOf(member);
      const cdns = merchant.launchGameCdns;
      if (cdns.length === 0) throw new Error(`merchant ${merchant.code} has no launch CDN`);
      const now = deps.now();
      const expires = Math.floor(now.getTime() / 1000) + LAUNCH_TTL_SECONDS;
      const url = await vendor.launchUrl(launchOrigin ?? cdns[randomInt(cdns.length)]!, {
        merchantCode: member.merchantCode,
        memberId: member.id,
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        expires,
      });
      await repo.touchRecent(member.id, game.nodeId, now);
      return { url, expiresAt: new Date(expires * 1000).toISOString(), nodeId: game.nodeId };
    },

    /**
     * One in-house round. The round row, the BET and the WIN are written in one transaction, so a
     * round is either fully settled or not at all. The round id is the idempotency key: a replay
     * (the same member and id) answers the stored round and moves nothing; the same id with other
     * parameters is IDEMPOTENCY_MISMATCH.
     *
     * The outcome comes from the session's seed pair and its next nonce (fairness/provably-fair.ts),
     * for trial and real accounts alike. The pair's row stays locked until the round commits, so
     * each nonce decides exactly one round, even when rounds of one session race.
     */
    async playRound(member: Member, input: Input<typeof playRoundCall>, session: string): Promise<Round> {
      if (input.gameCode === 'PGE_DICE' && !input.pick) throw new HttpError(400, 'VALIDATION_FAILED', 'pick: the dice game needs LOW, HIGH or SEVEN');
      if (input.gameCode === 'PGE_SLOT3' && input.pick) throw new HttpError(400, 'VALIDATION_FAILED', 'pick: the slot takes no pick');
      const pick = (input.pick ?? null) as DicePick | null;
      const { wallet, house } = await deps.wallet.gameAccounts(member);
      const now = deps.now();
      const key = `pge:${member.id}:${input.roundId}`;
      const metadata = { category: 'RNG', gameCode: input.gameCode, roundId: input.roundId };
      const replay = (existing: Awaited<ReturnType<typeof repo.findRound>>): Round => {
        if (!existing || existing.gameCode !== input.gameCode || existing.bet !== input.bet || existing.detail.pick !== pick) {
          throw new HttpError(422, 'IDEMPOTENCY_MISMATCH', 'This round id was already used for another round');
        }
        return roundValue(existing, existing.seed);
      };
      return ledger.transaction(async (tx) => {
        const seed = await deps.seeds.lockActive(tx, member.id, session, now);
        // Read after the lock: a concurrent first play of this round id has committed by now.
        const previous = await repo.findRound(tx, member.id, input.roundId);
        if (previous) return replay(previous);
        if (input.serverSeedHash && input.serverSeedHash !== seed.serverSeedHash) {
          throw new HttpError(409, 'SEED_CHANGED', 'The server seed changed since it was shown: look at the new hash and play again');
        }
        await assertStakeWithinLimits(tx, member.id, input.bet, now);
        const decided = decideRound(input.gameCode, input.bet, pick ?? undefined, seed, seed.nextNonce);
        const inserted = await repo.insertRound(tx, {
          merchantCode: member.merchantCode,
          memberId: member.id,
          roundId: input.roundId,
          gameCode: input.gameCode,
          realm: wallet.realm,
          bet: input.bet,
          win: decided.win,
          detail: { pick, outcome: decided.outcome },
          balanceAfter: 0,
          createdAt: now,
          seedId: seed.id,
          nonce: seed.nextNonce,
        });
        if (!inserted) return replay(await repo.findRound(tx, member.id, input.roundId));
        await deps.seeds.advanceNonce(tx, seed.id);
        const bet = await ledger.postWithin(tx, {
          merchantCode: member.merchantCode,
          kind: 'BET',
          idempotencyKey: `${key}:bet`,
          legs: [
            { accountId: wallet.id, amount: -input.bet },
            { accountId: house.id, amount: input.bet },
          ],
          metadata,
          at: now,
        });
        let balance = bet.balanceAfter.get(wallet.id)!;
        await earnPointsOnTurnover(tx, { merchantCode: member.merchantCode, memberId: member.id, source: 'pge', betKey: input.roundId, turnover: input.bet, realm: wallet.realm, at: now });
        if (decided.win > 0) {
          const win = await ledger.postWithin(tx, {
            merchantCode: member.merchantCode,
            kind: 'WIN',
            idempotencyKey: `${key}:win`,
            legs: [
              { accountId: house.id, amount: -decided.win },
              { accountId: wallet.id, amount: decided.win },
            ],
            metadata,
            at: now,
          });
          balance = win.balanceAfter.get(wallet.id)!;
        }
        await repo.setRoundBalance(tx, inserted.id, balance);
        return roundValue({ ...inserted, balanceAfter: balance }, seed);
      });
    },

    async rounds(member: Member, pageNo = 1, pageSize = 50) {
      const { rows, total } = await repo.rounds(member.id, pageNo, pageSize);
      return { content: rows.map((row) => roundValue(row, row.seed)), pageNum: pageNo, pageSize, totalPages: Math.ceil(total / pageSize), totalElements: total };
    },

    /** The catalogue list of a brand (exported for the routes' non-member calls too). */
    list: (brand: BrandView, filter: GameFilter, pageNo?: number, pageSize?: number) =>
      pageOf(filterGames(catalogue.games, filter, brand), pageNo, pageSize),
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
