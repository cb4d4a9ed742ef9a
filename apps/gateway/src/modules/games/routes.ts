import {
  addFavouriteCall,
  favouriteListCall,
  gameListCall,
  gameMenusCall,
  gameVendorsCall,
  hotGamesCall,
  playRoundCall,
  popularGamesCall,
  recentGamesCall,
  removeFavouriteCall,
  roundHistoryCall,
  startGameCall,
  vassGameTypeCall,
} from '@platform/shared/api-contract';
import type { GamePage } from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Member, Merchant } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { sessionOf } from '../fairness/session';
import type { GameCatalogue } from './game-catalogue';
import { hotGames, popularGames, vassGameType } from './lanes';
import type { GamesCache } from './list-cache';
import { checkedOnce } from './list-query';
import type { PlayService } from './play-service';
import type { GamesRepository } from './repository';
import { gameMenus, toVendor } from './service';

/**
 * GAME_LAUNCH_ORIGIN (local and development only): launch URLs on that origin, or with `request` on the
 * origin the launch call came in on (the site's own host, which the gateway has already matched to a
 * brand), instead of the brand's launch CDNs, which only resolve where they are deployed.
 */
export function launchOriginOf(setting: string | undefined, request: Pick<FastifyRequest, 'protocol' | 'host'>): string | undefined {
  if (!setting) return undefined;
  return setting === 'request' ? `${request.protocol}://${request.host}` : setting;
}

export interface GamesRoutesOptions {
  repository: GamesRepository;
  catalogue: GameCatalogue;
  play: PlayService;
  /** The answer cache the change feed clears (plugin.ts). */
  cache: GamesCache;
}

/** The games calls of spec §7 "Games": catalogue lists, favourites, recent, launch and the in-house rounds. */
const gamesRoutes: FastifyPluginAsync<GamesRoutesOptions> = async (fastify, { repository, catalogue, play, cache }) => {
  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest): Member => request.member!;
  const merchantOf = async (member: Member): Promise<Merchant> => {
    const merchant = await fastify.merchantRepository.findByCode(member.merchantCode);
    if (!merchant) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
    return merchant;
  };
  // Every answer below is kept per key in the cache, which the change feed clears.
  const vendors = () => cache.get('vendors', () => repository.vendors());
  const maintenance = async (vassalage: string) => (await vendors()).some((v) => v.vassalage === vassalage && v.maintenance);

  contractRoute(fastify, gameMenusCall, async (_input, request, reply) => {
    const merchant = await fastify.resolveMerchant(request);
    return cache.answer(reply, await cache.prepared(`menus:${merchant.code}`, async () => gameMenus(await vendors(), merchant.menu)));
  });
  contractRoute(fastify, gameVendorsCall, async (_input, _request, reply) =>
    cache.answer(reply, await cache.prepared('vendor-list', async () => (await vendors()).map(toVendor))),
  );
  contractRoute(fastify, hotGamesCall, async (input, request, reply) => {
    const merchant = await fastify.resolveMerchant(request);
    const key = `hot:${merchant.code}:${input.vassalage ?? ''}`;
    return cache.answer(reply, await cache.prepared(key, () => hotGames(catalogue, merchant, input.vassalage)));
  });
  contractRoute(fastify, popularGamesCall, async (_input, request, reply) => {
    const merchant = await fastify.resolveMerchant(request);
    return cache.answer(reply, await cache.prepared(`popular:${merchant.code}`, () => popularGames(catalogue, merchant)));
  });

  contractRoute(fastify, { ...gameListCall, request: checkedOnce(gameListCall.request) }, async (input, request, reply) => {
    const member = memberOf(request);
    // JSON keeps the key unambiguous whatever the (free-text) game name holds.
    const key = `list:${JSON.stringify([member.merchantCode, input.gameType, input.vassalage, input.gameClassify, input.gameName, input.pageNo, input.pageSize])}`;
    // A kept page needs no merchant lookup: a merchant change drops every page before it is read again.
    const ready = cache.ready<GamePage>(key);
    if (ready) return cache.answer(reply, ready);
    const merchant = await merchantOf(member);
    const filter = { gameType: input.gameType, vassalage: input.vassalage, gameClassify: input.gameClassify, gameName: input.gameName };
    return cache.answer(reply, await cache.prepared(key, () => play.list(merchant, filter, input.pageNo, input.pageSize)));
  });
  contractRoute(fastify, vassGameTypeCall, async (input, request, reply) => {
    const merchant = await merchantOf(memberOf(request));
    const key = `vass:${merchant.code}:${input.gameType}`;
    return cache.answer(reply, await cache.prepared(key, async () => vassGameType(await vendors(), catalogue, merchant, input.gameType)));
  });

  contractRoute(fastify, favouriteListCall, async (input, request) => play.favourites(memberOf(request), input));
  contractRoute(fastify, addFavouriteCall, async (input, request) => play.addFavourite(memberOf(request), input));
  contractRoute(fastify, removeFavouriteCall, async (input, request) => play.removeFavourite(memberOf(request), input.nodeId));
  contractRoute(fastify, recentGamesCall, async (input, request) => play.recent(memberOf(request), input));
  contractRoute(fastify, startGameCall, async (input, request) =>
    play.start(memberOf(request), input, maintenance, launchOriginOf(fastify.config.gameLaunchOrigin, request)),
  );
  contractRoute(fastify, playRoundCall, async (input, request) => play.playRound(memberOf(request), input, sessionOf(request)));
  contractRoute(fastify, roundHistoryCall, async (input, request) => play.rounds(memberOf(request), input.pageNo, input.pageSize));
};

export default gamesRoutes;
