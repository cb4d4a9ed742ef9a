import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../testing/story-frame';
import { vendor } from '../testing/fixtures';
import { VendorList } from './vendor-list';

const meta: Meta<typeof VendorList> = {
  title: 'shell/VendorList',
  component: VendorList,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
};
export default meta;

export const Live: StoryObj<typeof VendorList> = {
  args: {
    label: 'Live casino providers',
    vendors: [vendor('EVO', 'LIVE', 'Evolution'), { ...vendor('SEXY', 'LIVE', 'Sexy Baccarat'), maintenance: true }, vendor('TCG_SEA', 'LOTT', 'SEA Lottery')],
  },
};
