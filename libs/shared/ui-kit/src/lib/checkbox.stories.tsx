import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

/** A native checkbox with its label as the click target. */
const meta = {
  title: 'ui-kit/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { checked: false, onChange: () => undefined, children: 'Remember me' },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return <Checkbox {...args} checked={checked} onChange={setChecked} />;
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const LongLabel: Story = {
  args: { children: 'I am over 18 and accept the terms and conditions and the privacy policy of this site' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};
