import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: 'Log in', variant: 'primary', loading: false, disabled: false },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Register' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
/** aria-busy, spinner, clicks ignored; the label stays the accessible name. */
export const Loading: Story = { args: { loading: true, children: 'Logging in' } };
export const Disabled: Story = { args: { disabled: true } };
export const Block: Story = { args: { block: true } };
