import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyPage, game, page, vendor } from '../testing/fixtures';
import { GamesStoryFrame } from '../testing/story-frame';
import { GameListCentre } from './game-list-centre';
import { GameTile } from './game-tile';

const meta: Meta = { title: 'games/Game list' };
export default meta;

const noop = () => undefined;

/** One tile: image (falling back to initials when the CDN fails), name, Play Now, Free Trial, favourite. */
export const Tile: StoryObj = {
  render: () => (
    <GamesStoryFrame handlers={{}}>
      <div style={{ width: 200 }}>
        <GameTile
          game={game(1)}
          imageCDNs={[]}
          cdnStart={0}
          isFavourite
          onPlay={noop}
          onToggleFavourite={noop}
          onOpenVendor={noop}
        />
      </div>
    </GamesStoryFrame>
  ),
};

/** A VASSALAGE tile: a vendor that opens its game list in a popup. */
export const VendorTile: StoryObj = {
  render: () => (
    <GamesStoryFrame handlers={{}}>
      <div style={{ width: 200 }}>
        <GameTile
          game={game(101, { isGame: 'VASSALAGE', displayName: 'Spinx' })}
          imageCDNs={[]}
          cdnStart={0}
          isFavourite={false}
          onPlay={noop}
          onToggleFavourite={noop}
          onOpenVendor={noop}
        />
      </div>
    </GamesStoryFrame>
  ),
};

const catalogue = Array.from({ length: 2000 }, (_, i) =>
  game(i + 1, {
    gameClassify: (['SC', 'VP', 'JP', null] as const)[i % 4],
    vassalage: i % 2 ? 'SPINX' : 'OCEAN',
  }),
);

/** The RNG list of a member: vendors, filters, search and a 2,000-game catalogue paged 16 at a time. */
export const SlotsList: StoryObj = {
  render: () => (
    <GamesStoryFrame
      handlers={{
        vassGameType: () => ({
          gameType: 'RNG',
          vendors: [vendor('SPINX'), vendor('OCEAN')],
          gameClassify: [
            { key: 'SC', displayName: 'Scratch cards', vendors: ['SPINX', 'OCEAN'] },
            { key: 'VP', displayName: 'Video poker', vendors: ['SPINX', 'OCEAN'] },
            { key: 'JP', displayName: 'Jackpot', vendors: ['SPINX', 'OCEAN'] },
          ],
        }),
        gameList: (r) => {
          const {
            pageNo = 1,
            pageSize = 16,
            vassalage,
            gameClassify,
            gameName,
          } = r as Record<string, string | number | undefined>;
          const found = catalogue.filter(
            (g) =>
              (!vassalage || g.vassalage === vassalage) &&
              (!gameClassify || g.gameClassify === gameClassify) &&
              (!gameName || g.displayName.toLowerCase().includes(String(gameName).toLowerCase())),
          );
          const size = Number(pageSize);
          const start = (Number(pageNo) - 1) * size;
          return page(
            found.slice(start, start + size),
            Number(pageNo),
            Math.ceil(found.length / size),
            found.length,
          );
        },
        hotGames: () => catalogue.slice(0, 20),
        favouriteList: () => page([catalogue[3]!]),
        recentGames: () => emptyPage,
      }}
    >
      <GameListCentre category="RNG" vendors={[]} launchGuard={() => true} />
    </GamesStoryFrame>
  ),
};

/** What a guest sees: the hot games of the category; Play Now asks to log in. */
export const GuestList: StoryObj = {
  render: () => (
    <GamesStoryFrame signedIn={false} handlers={{ hotGames: () => catalogue.slice(0, 24) }}>
      <GameListCentre
        category="RNG"
        vendors={[vendor('SPINX'), vendor('OCEAN')]}
        launchGuard={() => false}
      />
    </GamesStoryFrame>
  ),
};
