import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../testing/story-frame';
import { category, vendor } from '../testing/fixtures';
import { buildSideMenu } from '../utils/navigation';
import { SideMenu } from './side-menu';

const meta: Meta<typeof SideMenu> = {
  title: 'shell/SideMenu',
  component: SideMenu,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
  args: {
    items: buildSideMenu([category('LIVE', vendor('EVO', 'LIVE', 'Evolution')), category('RNG', vendor('PG', 'RNG', 'PG Soft'))]),
    onClose: () => undefined,
  },
};
export default meta;

/** The rail of the home layout (wide screens). */
export const Rail: StoryObj<typeof SideMenu> = { args: { rail: true, open: false } };
/** The drawer the hamburger opens (small screens). */
export const Drawer: StoryObj<typeof SideMenu> = { args: { rail: false, open: true }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
