import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DropdownSelect, type DropdownSelectProps } from './dropdown-select';

function DropdownDemo(props: DropdownSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ minHeight: 240 }}>
      <DropdownSelect {...props} value={value} onChange={setValue} />
      <p>Click here, outside the dropdown, to close it.</p>
    </div>
  );
}

const meta = {
  title: 'ui-kit/DropdownSelect',
  component: DropdownDemo,
  args: {
    label: 'Language',
    value: 'EN',
    onChange: () => undefined,
    options: [
      { value: 'EN', label: 'English' },
      { value: 'PT', label: 'Português' },
    ],
  },
} satisfies Meta<typeof DropdownDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §4: opens and closes on click, closes on an outside click (and on Escape). */
export const Default: Story = {};

export const Placeholder: Story = { args: { value: null, placeholder: 'Choose a language' } };

/** The label stays for screen readers only, e.g. in a compact header. */
export const HiddenLabel: Story = { args: { hideLabel: true } };

/** A long list scrolls inside the dropdown; arrows, Home and End move through it. */
export const LongList: Story = {
  args: {
    label: 'Game type',
    value: 'RNG',
    options: ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'].map((v) => ({
      value: v,
      label: v,
    })),
  },
};

export const Disabled: Story = { args: { disabled: true } };
