import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './alert';

/** An inline message; its tone colours the edge, the text stays on the surface colours. */
const meta = {
  title: 'ui-kit/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { tone: 'info', children: 'Your deposit is being processed.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'error'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', children: 'Password changed.' } };
export const ErrorMessage: Story = { args: { tone: 'error', children: 'Please enter the correct user information' } };
