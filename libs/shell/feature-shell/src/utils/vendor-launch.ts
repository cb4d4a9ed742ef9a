import { gameListCall, startGameCall, type GameCategory, type Vendor } from '@platform/shared/api-contract';
import type { ApiClient } from '@platform/shared/api-client';

/**
 * A vendor launched as a whole (spec §2 "A cockfight click launches the game directly with its first
 * vendor"; the seamless page's sports and esports lobbies): its first game in the category (such a
 * vendor serves one lobby) is started with startGameV2, and its signed URL is what the game window
 * opens. Loaded on the click only, so the home route never carries these call schemas.
 */
export async function vendorLaunchUrl(
  client: ApiClient,
  vendor: Pick<Vendor, 'vassalage'>,
  gameType: GameCategory['gameCategory'],
  language: string,
): Promise<string> {
  const list = await client.call(gameListCall, {
    clientType: 3,
    pageNo: 1,
    pageSize: 1,
    gameType,
    vassalage: vendor.vassalage,
    language,
  });
  const game = list.content[0];
  if (!game) throw Object.assign(new Error(`${vendor.vassalage} has no ${gameType} game`), { code: 'NOT_FOUND' });
  const started = await client.call(startGameCall, { vassalage: game.vassalage, gameCode: game.gameCode, language });
  return started.url;
}
