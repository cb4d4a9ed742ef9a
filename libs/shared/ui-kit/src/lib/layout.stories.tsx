import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormColumn, InlineRow, PageColumn, PageTitle } from './layout';
import { Alert } from './alert';
import { Button } from './button';
import { TextField } from './text-field';

/**
 * The centres' and cashier's page layout: `PageColumn` stacks a screen's sections, `PageTitle` heads
 * it, `FormColumn` lays a form's fields in a column (optionally capped in width) and `InlineRow` puts
 * controls in a row that wraps on a 375 px phone. Spacing comes from the brand's tokens.
 */
const meta: Meta<typeof PageColumn> = {
  title: 'ui-kit/Page layout',
  component: PageColumn,
};
export default meta;
type Story = StoryObj<typeof PageColumn>;

const PRESETS = ['R$ 20', 'R$ 50', 'R$ 100', 'R$ 200', 'R$ 500', 'R$ 1,000'];

function WithdrawScreen({ gap }: { gap?: 'md' | 'lg' }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!amount.trim()) {
      setError('Enter an amount.');
      return;
    }
    setError(null);
    setSent(true);
  };
  return (
    <PageColumn $gap={gap} aria-labelledby="layout-title">
      <PageTitle id="layout-title">Withdraw</PageTitle>
      <p>Available to withdraw: R$ 1,184.37</p>
      <InlineRow role="group" aria-label="Amount presets">
        {PRESETS.map((preset) => (
          <Button key={preset} variant="secondary" type="button" onClick={() => setAmount(preset.replace(/[^0-9]/g, ''))}>
            {preset}
          </Button>
        ))}
      </InlineRow>
      <FormColumn $maxWidth="24rem" onSubmit={submit} noValidate>
        <TextField label="Amount" requiredMark inputMode="decimal" value={amount} onChange={setAmount} error={error} />
        <TextField label="PIX key" value="maria@example.com" onChange={() => undefined} readOnly />
        <InlineRow>
          <Button type="submit">Withdraw</Button>
          <Button variant="ghost" type="button" onClick={() => setAmount('')}>
            Clear
          </Button>
        </InlineRow>
      </FormColumn>
      {sent ? <Alert tone="success">Withdrawal requested.</Alert> : null}
    </PageColumn>
  );
}

/** A cashier screen built from the four parts: title, a wrapping row of presets, a capped form column. */
export const CashierScreen: Story = {
  render: () => <WithdrawScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText('Enter an amount.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'R$ 200' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText('Withdrawal requested.')).toBeVisible();
  },
};

/** The tighter gap, for a page inside a popup. */
export const CompactGap: Story = { render: () => <WithdrawScreen gap="md" /> };

/** On a 375 px phone the preset row wraps instead of overflowing. */
export const PhoneWidth: Story = {
  render: () => <WithdrawScreen />,
  tags: ['phone'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
