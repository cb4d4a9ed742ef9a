import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameTabs } from './game-tabs';

type Game = { id: number; name: string };
const meta: Meta<typeof GameTabs<Game>> = { title: 'shell/GameTabs', component: GameTabs<Game> };
export default meta;

const games = Array.from({ length: 20 }, (_, i) => ({ id: i, name: `Game ${i + 1}` }));

/** 20 hot games are given; the tab shows 13. */
export const CappedAt13: StoryObj<typeof GameTabs<Game>> = {
  args: {
    label: 'Games',
    tabs: [
      { id: 'hot', label: 'Hot', items: games, emptyMessage: 'Games will appear here soon' },
      { id: 'favourite', label: 'Favourites', items: [], emptyMessage: 'Log in to see your favourite games' },
      { id: 'recommended', label: 'Recommended', items: [], emptyMessage: 'Games will appear here soon' },
    ],
    itemKey: (game: Game) => game.id,
    renderItem: (game: Game) => <span>{game.name}</span>,
  },
};
