import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { parseAmount, useErrorText } from '@platform/shared/i18n';
import { Alert, Button, EmptyState, ImagePicker, Spinner, TextField, type UploadedImage } from '@platform/shared/ui-kit';
import { useFormatMoney, useDeposit, useDepositChannels, useWalletBalance } from '@platform/wallet/data-access';
import { Form, Page, PageTitle, Select, SelectLabel } from '../components/form-parts';
import { PaymentOutcome } from '../components/payment-outcome';
import { useImageUpload } from '../hooks/use-image-upload';

/**
 * depositv2 (spec §2): pick one of the operator's channels and an amount within its limits. A bank
 * transfer needs the transfer's receipt and then waits for the operator; a payment gateway hands
 * the player to its payment page, whose signed callback credits the deposit.
 */
export interface DepositPageProps {
  /** Shown above the form: the shell passes player protection's deposit-limit offer (issue 11). */
  limitOffer?: ReactNode;
}

export function DepositPage({ limitOffer }: DepositPageProps = {}) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const channels = useDepositChannels();
  const balance = useWalletBalance();
  const deposit = useDeposit();
  const [channelCode, setChannelCode] = useState('');
  const [amountText, setAmountText] = useState('');
  const [receipt, setReceipt] = useState<UploadedImage[]>([]);
  const receiptUpload = useImageUpload({ label: `* ${t('wallet.receipt')}`, max: 1 });
  const [errors, setErrors] = useState<{ amount?: string; receipt?: string }>({});

  if (channels.isPending) return <Spinner label={t('app.loading')} />;
  if (channels.isError) return <Alert tone="error">{errorText(channels.error)}</Alert>;
  const channel = channels.data.find((c) => c.code === channelCode) ?? channels.data[0];
  if (!channel) return <EmptyState message={t('wallet.no_channels')} />;
  const symbol = balance.data?.currencySymbol ?? '';
  const money = (minor: number) => formatMoney(minor, symbol);
  const isBank = channel.kind === 'bank_transfer';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(amountText);
    const next: typeof errors = {};
    if (amount === null) next.amount = t('wallet.amount_invalid');
    else if (amount < channel.minAmount || amount > channel.maxAmount) {
      next.amount = t('wallet.amount_range', { min: money(channel.minAmount), max: money(channel.maxAmount) });
    }
    if (isBank && receipt.length === 0) next.receipt = t('wallet.receipt_required');
    setErrors(next);
    if (amount === null || Object.keys(next).length > 0) return;
    deposit.mutate(
      { channelCode: channel.code, amount, ...(isBank ? { receiptUploadId: receipt[0]?.uploadId } : {}) },
      {
        onSuccess: (created) => {
          setAmountText('');
          setReceipt([]);
          // The simulated (or a real) payment gateway's page: leave for it, it redirects back.
          if (created.redirectUrl) window.location.assign(created.redirectUrl);
        },
      },
    );
  };

  return (
    <Page aria-labelledby="deposit-title" data-testid="deposit-page">
      <PageTitle id="deposit-title">{t('wallet.deposit_title')}</PageTitle>
      <PaymentOutcome />
      {limitOffer}
      <Form onSubmit={submit} noValidate>
        <SelectLabel>
          {t('wallet.channel')}
          <Select
            value={channel.code}
            onChange={(e) => {
              setChannelCode(e.target.value);
              deposit.reset();
            }}
            data-testid="deposit-channel"
          >
            {channels.data.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
        </SelectLabel>
        <small data-testid="deposit-limits">
          {t('wallet.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
        </small>
        {channel.bankDetails ? (
          <BankDetails data-testid="bank-details">
            <dt>{t('wallet.bank_name')}</dt>
            <dd>{channel.bankDetails.bankName}</dd>
            <dt>{t('wallet.account_name')}</dt>
            <dd>{channel.bankDetails.accountName}</dd>
            <dt>{t('wallet.account_number')}</dt>
            <dd>{channel.bankDetails.accountNumber}</dd>
          </BankDetails>
        ) : null}
        <TextField
          label={t('wallet.amount')}
          requiredMark
          inputMode="decimal"
          value={amountText}
          onChange={setAmountText}
          error={errors.amount}
          data-testid="deposit-amount"
        />
        {isBank ? (
          <>
            <ImagePicker {...receiptUpload} max={1} value={receipt} onChange={setReceipt} testId="deposit-receipt" />
            {errors.receipt ? <Alert tone="error">{errors.receipt}</Alert> : null}
          </>
        ) : null}
        {deposit.isError ? <Alert tone="error" testId="deposit-error">{errorText(deposit.error)}</Alert> : null}
        {deposit.isSuccess && deposit.data.status === 'pending' && !deposit.data.redirectUrl ? (
          <Alert tone="success" testId="deposit-pending">
            {t('wallet.deposit_pending', { amount: money(deposit.data.amount) })}
          </Alert>
        ) : null}
        <Button type="submit" loading={deposit.isPending} data-testid="deposit-submit">
          {t('wallet.deposit_submit')}
        </Button>
      </Form>
    </Page>
  );
}

const BankDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-xs) var(--space-md);
  margin: 0;
  padding: var(--space-sm);
  background: var(--color-surface-raised);
  border-radius: var(--radius-md);
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
