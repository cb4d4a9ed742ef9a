import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Game } from '@platform/shared/api-contract';
import {
  ART_MANIFEST_ELEMENT_ID,
  BACKDROPS,
  SYMBOLS_PER_THEME,
  THEME_ICONS,
  VENDOR_ICONS,
  artHash,
  composeGameArt,
  composeVendorEmblem,
  gameArtFile,
  overrideKey,
  resetArtManifest,
  vendorEmblemFile,
  type ArtImage,
  type ArtTheme,
} from '@platform/shared/game-art';
import { game } from '../testing/fixtures';
import { GamesStoryFrame } from '../testing/story-frame';
import { GameTile } from './game-tile';

/**
 * Game tiles with their art. In the app the build draws the art into static files
 * (tools/brand-tools/src/game-art-plugin.ts); Storybook has no such build, so the story draws the
 * same pictures from the same functions and icons in a loader (the icon set loads only here) and
 * hands them to the tiles through the page's art manifest, as a brand's own files would be.
 */
const meta: Meta = { title: 'games/Game tile' };
export default meta;

const noop = () => undefined;
const palette = { primary: '#0b6e4f', secondary: '#f2b705' };

const TYPES = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT'] as const;
const NAMES = ['Golden Dragon', 'Ocean King Fishing', 'Texas Poker', 'Baccarat Table', 'SportsBook Lobby', 'Arena Clash', 'Derby Ring', 'Quick Lotto'];

const games: Game[] = [
  ...TYPES.map((gameType, i) => game(200 + i, { gameType, vassalage: 'DEMO', gameCode: `DEMO_${gameType}`, displayName: NAMES[i]! })),
  game(101, { isGame: 'VASSALAGE', vassalage: 'SPINX', gameCode: 'SPINX', displayName: 'Spinx Slots' }),
  game(102, { isGame: 'VASSALAGE', vassalage: 'OCEANKING', gameCode: 'OCEANKING', gameType: 'FISH', displayName: 'Ocean King' }),
];

async function drawArt(): Promise<Record<'games' | 'vendors', Record<string, ArtImage>>> {
  const [{ icons }, { getIconData }] = await Promise.all([import('@iconify-json/game-icons'), import('@iconify/utils')]);
  const icon = (name: string) => ({ body: getIconData(icons, name)!.body, size: icons.width ?? 512 });
  const dataUrl = (svg: string) => ({ src: `data:image/svg+xml,${encodeURIComponent(svg)}` });
  const out: Record<'games' | 'vendors', Record<string, ArtImage>> = { games: {}, vendors: {} };
  for (const g of games) {
    if (g.isGame === 'VASSALAGE') {
      const index = Number(/(\d+)\.svg$/.exec(vendorEmblemFile(g.vassalage))![1]);
      out.vendors[overrideKey.vendor(g.vassalage)] = dataUrl(composeVendorEmblem({ icon: icon(VENDOR_ICONS[index]!), palette, index }));
      continue;
    }
    const [, theme, symbol, backdrop] = /games\/(\w+)\/(\d+)-(\d)\.svg$/.exec(gameArtFile(g))!;
    const art = composeGameArt({
      theme: theme as ArtTheme,
      backdrop: Number(backdrop) % BACKDROPS,
      symbol: icon(THEME_ICONS[theme as ArtTheme][Number(symbol) % SYMBOLS_PER_THEME]!),
      palette,
      seed: artHash(`${theme}:${symbol}:${backdrop}`),
    });
    out.games[overrideKey.game(g)] = dataUrl(art);
  }
  return out;
}

function putManifest(art: Awaited<ReturnType<typeof drawArt>>): void {
  document.getElementById(ART_MANIFEST_ELEMENT_ID)?.remove();
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = ART_MANIFEST_ELEMENT_ID;
  island.textContent = JSON.stringify({ base: '/assets/art', catalogueImages: false, categories: {}, ...art });
  document.head.append(island);
  resetArtManifest();
}

/** One tile per art family (slots, fishing, cards, live, sports, e-sports, cockfight, lottery) and two vendor wordmarks. */
export const EveryFamily: StoryObj = {
  loaders: [async () => ({ art: await drawArt() })],
  render: (_args, { loaded }) => {
    putManifest(loaded['art'] as Awaited<ReturnType<typeof drawArt>>);
    return (
      <GamesStoryFrame handlers={{}}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12, maxWidth: 1000 }}>
          {games.map((g, i) => (
            <GameTile
              key={g.nodeId}
              game={g}
              imageCDNs={[]}
              cdnStart={0}
              isFavourite={i % 3 === 0}
              onPlay={noop}
              onToggleFavourite={noop}
              onOpenVendor={noop}
            />
          ))}
        </div>
      </GamesStoryFrame>
    );
  },
};
