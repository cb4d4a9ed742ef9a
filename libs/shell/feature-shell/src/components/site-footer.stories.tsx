import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../testing/story-frame';
import { SiteFooter } from './site-footer';

const meta: Meta<typeof SiteFooter> = {
  title: 'shell/SiteFooter',
  component: SiteFooter,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
  parameters: { layout: 'fullscreen' },
};
export default meta;

export const Default: StoryObj<typeof SiteFooter> = {};
