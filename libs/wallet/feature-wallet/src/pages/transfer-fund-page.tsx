import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@platform/shared/api-contract';
import { parseAmount, useErrorText } from '@platform/shared/i18n';
import { Alert, Button, EmptyState, Spinner, TextField } from '@platform/shared/ui-kit';
import {
  useFormatMoney,
  useMerchantWallet,
  useTransferRelay,
  useWalletBalance,
} from '@platform/wallet/data-access';
import { Form, Page, PageTitle, Select, SelectLabel } from '../components/form-parts';
import { WalletSummary } from '../components/wallet-summary';
import { VipAndRebates } from '../components/vip-and-rebates';
import { WageringProgress } from '../components/wagering-progress';

/**
 * transferFund (spec §2, §7 "wallet transfer relay"): every wallet's balance, and a transfer
 * between the main wallet and one vendor wallet. Single-wallet merchants (spec §3 singleWallet)
 * have nothing to transfer, so the form is replaced by an explanation.
 */
export function TransferFundPage() {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const balance = useWalletBalance();
  const merchant = useMerchantWallet();
  const transfer = useTransferRelay();
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [vendor, setVendor] = useState('');
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);

  if (balance.isPending || merchant.isPending) return <Spinner label={t('app.loading')} />;
  if (balance.isError) return <Alert tone="error">{errorText(balance.error)}</Alert>;

  const { wallets, currencySymbol } = balance.data;
  const vendors = wallets.filter((wallet) => wallet.code !== MAIN_WALLET && wallet.code !== 'PLAY');
  const selected = vendor || vendors[0]?.code || '';
  const money = (minor: number) => formatMoney(minor, currencySymbol);

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseAmount(amountText);
    if (amount === null) {
      setAmountError(t('wallet.amount_invalid'));
      return;
    }
    setAmountError(null);
    const [from, to] = direction === 'in' ? [MAIN_WALLET, selected] : [selected, MAIN_WALLET];
    transfer.mutate({ from, to, amount }, { onSuccess: () => setAmountText('') });
  }

  return (
    <Page aria-labelledby="transfer-title" data-testid="transfer-page">
      <PageTitle id="transfer-title">{t('wallet.transfer_title')}</PageTitle>
      <WalletSummary balance={balance.data} />
      <WageringProgress wagering={balance.data.wagering} currencySymbol={currencySymbol} />
      {merchant.data?.isSingle ? (
        <Alert testId="single-wallet">{t('wallet.single_wallet')}</Alert>
      ) : balance.data.isTrial ? (
        <Alert testId="trial-wallet">{t('errors.PLAY_MONEY_ONLY')}</Alert>
      ) : vendors.length === 0 ? (
        <EmptyState message={t('wallet.no_vendor_wallets')} />
      ) : (
        <Form onSubmit={submit} noValidate>
          <SelectLabel>
            {t('wallet.direction')}
            <Select value={direction} onChange={(e) => setDirection(e.target.value as 'in' | 'out')} data-testid="transfer-direction">
              <option value="in">{t('wallet.transfer_in')}</option>
              <option value="out">{t('wallet.transfer_out')}</option>
            </Select>
          </SelectLabel>
          <SelectLabel>
            {t('wallet.vendor_wallet')}
            <Select value={selected} onChange={(e) => setVendor(e.target.value)} data-testid="transfer-vendor">
              {vendors.map((wallet) => (
                <option key={wallet.code} value={wallet.code}>
                  {wallet.name}
                </option>
              ))}
            </Select>
          </SelectLabel>
          <TextField
            label={t('wallet.amount')}
            requiredMark
            inputMode="decimal"
            value={amountText}
            onChange={setAmountText}
            error={amountError}
            data-testid="transfer-amount"
          />
          {transfer.isError ? <Alert tone="error" testId="transfer-error">{errorText(transfer.error)}</Alert> : null}
          {transfer.isSuccess ? (
            <Alert tone="success" testId="transfer-done">
              {t('wallet.transfer_done', { amount: money(transfer.data.amount) })}
            </Alert>
          ) : null}
          <Button type="submit" loading={transfer.isPending} data-testid="transfer-submit">
            {t('wallet.transfer_submit')}
          </Button>
        </Form>
      )}
      {balance.data.isTrial ? null : <VipAndRebates currencySymbol={currencySymbol} />}
    </Page>
  );
}
