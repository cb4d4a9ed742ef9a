import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MenuButton } from './menu-button';

const meta: Meta<typeof MenuButton> = {
  title: 'shell/MenuButton',
  component: MenuButton,
  parameters: { layout: 'centered' },
};
export default meta;

export const UserMenu: StoryObj<typeof MenuButton> = {
  args: {
    label: 'My menu',
    items: ['My account', 'Withdraw', 'Account record', 'Betting record', 'Agent centre', 'Sign out'].map((label) => ({
      key: label,
      label,
      onSelect: fn(),
    })),
  },
};
