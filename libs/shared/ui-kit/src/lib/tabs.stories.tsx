import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

/** A tab list (role="tablist"); arrow keys move between tabs. */
const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Login method',
    value: 'username',
    onChange: () => undefined,
    items: [
      { id: 'username', label: 'Username' },
      { id: 'sms', label: 'SMS' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <Tabs {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoTabs: Story = {};
export const SecondSelected: Story = { args: { value: 'sms' } };
export const ManyTabs: Story = {
  args: {
    label: 'Records',
    value: 'deposit',
    items: [
      { id: 'deposit', label: 'Deposit' },
      { id: 'withdraw', label: 'Withdraw' },
      { id: 'transfer', label: 'Transfer' },
      { id: 'bonus', label: 'Bonus' },
    ],
  },
};
