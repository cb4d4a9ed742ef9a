import type { Game } from '@platform/shared/api-contract';
import { artManifest, gameArt, overrideKey, type ArtImage, type ArtManifest } from '@platform/shared/game-art';
import { imageCandidates } from '../utils/image-url';

/**
 * The pictures a game tile tries, in order. The brand's own file wins; else the catalogue's image
 * on each image CDN (spec §3), when the brand says its CDNs carry them; and last the drawn art,
 * which the site serves from its own build, so a tile never ends on a placeholder.
 */
export function tileImages(game: Game, imageCDNs: readonly string[], cdnStart: number, manifest: ArtManifest = artManifest()): ArtImage[] {
  const drawn = gameArt(game, manifest);
  if (manifest.games[overrideKey.game(game)]) return [drawn];
  const catalogue = game.showIcon && manifest.catalogueImages ? imageCandidates(game.iconUrl, imageCDNs, cdnStart) : [];
  return [...catalogue.map((src) => ({ src })), drawn];
}
