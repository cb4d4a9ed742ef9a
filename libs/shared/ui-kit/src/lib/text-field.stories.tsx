import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

/** A labelled input; the error is announced with the field (aria-describedby). */
const meta = {
  title: 'ui-kit/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Username', value: '', onChange: () => undefined, requiredMark: false, error: null },
  // Controlled: the story keeps the value so typing works.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <TextField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'player01' } };
export const Required: Story = { args: { requiredMark: true } };
export const WithError: Story = { args: { value: 'ab', error: 'Use 6 to 16 letters and digits' } };
export const WithAddon: Story = { args: { label: 'Mobile number', addon: <span>+55</span>, inputMode: 'tel' } };
