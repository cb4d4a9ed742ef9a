import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';
import { PasswordField } from './password-field';
import { Tabs } from './tabs';
import { Checkbox } from './checkbox';
import { Alert } from './alert';

function FormControlsDemo({ error }: { error?: string }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [tab, setTab] = useState('username');
  const [remember, setRemember] = useState(false);
  return (
    <div style={{ maxWidth: 360 }}>
      <Tabs
        label="Login method"
        value={tab}
        onChange={setTab}
        items={[
          { id: 'username', label: 'Username' },
          { id: 'sms', label: 'SMS' },
        ]}
      />
      <TextField label="Username" value={name} onChange={setName} error={error} requiredMark />
      <PasswordField label="Password" value={password} onChange={setPassword} showLabel="Show password" hideLabel="Hide password" />
      <Checkbox checked={remember} onChange={setRemember}>
        Remember me
      </Checkbox>
      <Alert tone="error">Please enter the correct user information</Alert>
    </div>
  );
}

const meta: Meta<typeof FormControlsDemo> = {
  title: 'ui-kit/Form controls',
  component: FormControlsDemo,
};
export default meta;

export const Default: StoryObj<typeof FormControlsDemo> = {};
export const WithFieldError: StoryObj<typeof FormControlsDemo> = { args: { error: 'Input cannot be empty' } };
