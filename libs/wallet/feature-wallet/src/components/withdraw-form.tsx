import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount, useErrorText } from '@platform/shared/i18n';
import { Alert, Button, PasswordField, TextField } from '@platform/shared/ui-kit';
import { useFormatMoney, useWithdraw } from '@platform/wallet/data-access';
import { Form } from './form-parts';

export interface WithdrawFormProps {
  available: number;
  currencySymbol: string;
}

/**
 * Phase 1 of a withdrawal (spec §4): the amount is held from the main wallet until the operator
 * pays it out. Withdraw password and receiving address are required (spec §5).
 */
export function WithdrawForm({ available, currencySymbol }: WithdrawFormProps) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const withdraw = useWithdraw();
  const [amountText, setAmountText] = useState('');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const money = (minor: number) => formatMoney(minor, currencySymbol);

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseAmount(amountText);
    const next: Record<string, string> = {};
    if (amount === null) next.amount = t('wallet.amount_invalid');
    else if (amount > available) next.amount = t('errors.INSUFFICIENT_BALANCE');
    if (!address.trim()) next.address = t('validation.address_required');
    if (!password) next.password = t('validation.withdraw_password_required');
    setErrors(next);
    if (amount === null || Object.keys(next).length > 0) return;
    withdraw.mutate(
      { amount, receivingAddress: address.trim(), withdrawPassword: password },
      {
        onSuccess: () => {
          setAmountText('');
          setPassword('');
        },
      },
    );
  }

  return (
    <Form onSubmit={submit} noValidate data-testid="withdraw-form">
      <p data-testid="withdraw-available">{t('wallet.available', { amount: money(available) })}</p>
      <TextField
        label={t('wallet.amount')}
        requiredMark
        inputMode="decimal"
        value={amountText}
        onChange={setAmountText}
        error={errors.amount}
        data-testid="withdraw-amount"
      />
      <TextField
        label={t('wallet.receiving_address')}
        requiredMark
        value={address}
        onChange={setAddress}
        error={errors.address}
        maxLength={200}
        data-testid="withdraw-address"
      />
      <PasswordField
        showLabel={t('auth.show_password')}
        hideLabel={t('auth.hide_password')}
        label={t('wallet.withdraw_password')}
        requiredMark
        autoComplete="off"
        value={password}
        onChange={setPassword}
        error={errors.password}
        data-testid="withdraw-password"
      />
      {withdraw.isError ? <Alert tone="error" testId="withdraw-error">{errorText(withdraw.error)}</Alert> : null}
      {withdraw.isSuccess ? (
        <Alert tone="success" testId="withdraw-requested">
          {t('wallet.withdraw_requested', { amount: money(withdraw.data.amount) })}
        </Alert>
      ) : null}
      <Button type="submit" loading={withdraw.isPending} data-testid="withdraw-submit">
        {t('wallet.withdraw_submit')}
      </Button>
    </Form>
  );
}
