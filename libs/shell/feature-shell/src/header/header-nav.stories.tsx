import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../testing/story-frame';
import { category, vendor } from '../testing/fixtures';
import { buildHeaderMenu } from '../utils/navigation';
import { HeaderNav } from './header-nav';

const categories = [
  category('INHOUSE', vendor('PGE', 'RNG', 'PG Elite')),
  category('LOTT', vendor('TCG_SEA', 'LOTT', 'SEA Lottery')),
  category('LIVE', vendor('EVO', 'LIVE', 'Evolution'), vendor('SEXY', 'LIVE', 'Sexy Baccarat')),
  category('SPORTS', vendor('SBO', 'SPORTS', 'SBOBET')),
  category('RNG', vendor('PG', 'RNG', 'PG Soft'), vendor('JILI', 'RNG', 'JILI')),
  category('COCKFIGHT', vendor('DS88', 'COCKFIGHT', 'DS88 Sabong')),
];

const meta: Meta<typeof HeaderNav> = {
  title: 'shell/HeaderNav',
  component: HeaderNav,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
  parameters: { layout: 'fullscreen' },
};
export default meta;

/** Hover or tab onto a category to see its vendors. */
export const AllCategories: StoryObj<typeof HeaderNav> = { args: { items: buildHeaderMenu(categories) } };
/** Categories without vendors are hidden: only hot, live and promotions remain. */
export const OnlyLive: StoryObj<typeof HeaderNav> = { args: { items: buildHeaderMenu([categories[2] ?? category('LIVE')]) } };
