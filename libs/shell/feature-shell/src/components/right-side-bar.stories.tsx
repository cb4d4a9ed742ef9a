import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../testing/story-frame';
import { RightSideBar } from './right-side-bar';

const meta: Meta<typeof RightSideBar> = {
  title: 'shell/RightSideBar',
  component: RightSideBar,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
};
export default meta;

/** The app-download QR codes of the brand (no support contacts until the system status loads). */
export const AppCodes: StoryObj<typeof RightSideBar> = {};
