import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { balanceOf } from '../testing/fixtures';
import { DepositPage } from './deposit-page';

/*
 * The deposit page (spec §2 "depositv2"): PIX through a payment gateway, or a bank transfer with
 * the receiving account and a receipt upload. Answers from the story gateway (parameters.api),
 * checked against the api-contract.
 */
const channels = [
  { code: 'PIX', kind: 'payment_gateway', name: 'PIX', minAmount: 10_00, maxAmount: 50_000_00, bankDetails: null },
  {
    code: 'TED',
    kind: 'bank_transfer',
    name: 'Bank transfer (TED)',
    minAmount: 50_00,
    maxAmount: 100_000_00,
    bankDetails: { bankName: 'Banco do Brasil', accountName: 'Fortuna Pagamentos LTDA', accountNumber: '0001 / 12345-6' },
  },
];

const meta: Meta<typeof DepositPage> = {
  title: 'wallet/Deposit',
  component: DepositPage,
  parameters: { api: { walletBalance: balanceOf(), depositChannels: channels } },
};
export default meta;
type Story = StoryObj<typeof DepositPage>;

export const Channels: Story = {};
export const Portuguese: Story = { globals: { locale: 'PT' } };

/** An amount under the channel's minimum is refused before any call. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByTestId('deposit-amount');
    await userEvent.type(amount, '5');
    const submit = amount.closest('form')?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!submit) throw new Error('the deposit form has no submit button');
    await userEvent.click(submit);
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** No channel is open for this merchant: the page says so instead of an empty form. */
export const NoChannels: Story = { parameters: { api: { walletBalance: balanceOf(), depositChannels: [] } } };

/** A phone: the same form in one column. */
export const Phone: Story = { tags: ['phone'], globals: { viewport: { value: 'phone390', isRotated: false } } };
