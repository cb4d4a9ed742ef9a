import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field';

/** A password input with a show/hide toggle whose labels are translated by the caller. */
const meta = {
  title: 'ui-kit/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    label: 'Password',
    value: '',
    onChange: () => undefined,
    showLabel: 'Show password',
    hideLabel: 'Hide password',
    error: null,
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <PasswordField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'secret123' } };
export const WithError: Story = { args: { value: '123', error: 'At least 6 characters, letters and digits' } };
export const Portuguese: Story = {
  args: { label: 'Senha', showLabel: 'Mostrar senha', hideLabel: 'Ocultar senha' },
};
