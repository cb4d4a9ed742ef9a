import { useTranslation } from 'react-i18next';
import { useErrorText } from '@platform/shared/i18n';
import { Alert, Spinner } from '@platform/shared/ui-kit';
import { useWalletBalance, useWithdrawInfo } from '@platform/wallet/data-access';
import { Page, PageTitle } from '../components/form-parts';
import { SetWithdrawPasswordForm } from '../components/set-withdraw-password-form';
import { WithdrawalList } from '../components/withdrawal-list';
import { WithdrawForm } from '../components/withdraw-form';
import { WageringProgress } from '../components/wagering-progress';

/**
 * withdraw (spec §2, §4 "Withdrawal"): set the withdraw password first if there is none, then
 * request; below, every withdrawal with its status and, once paid, the receipt answer.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const info = useWithdrawInfo();
  const balance = useWalletBalance();

  if (info.isPending || balance.isPending) return <Spinner label={t('app.loading')} />;
  if (info.isError) return <Alert tone="error">{errorText(info.error)}</Alert>;
  if (balance.isError) return <Alert tone="error">{errorText(balance.error)}</Alert>;
  const symbol = balance.data.currencySymbol;

  return (
    <Page aria-labelledby="withdraw-title" data-testid="withdraw-page">
      <PageTitle id="withdraw-title">{t('wallet.withdraw_title')}</PageTitle>
      <WageringProgress wagering={info.data.wagering} currencySymbol={symbol} />
      {balance.data.isTrial ? (
        <Alert tone="error">{t('errors.PLAY_MONEY_ONLY')}</Alert>
      ) : info.data.hasWithdrawPassword ? (
        <WithdrawForm available={info.data.available} currencySymbol={symbol} />
      ) : (
        <SetWithdrawPasswordForm />
      )}
      <small>{t('wallet.auto_confirm_note', { count: info.data.autoConfirmMinutes })}</small>
      <WithdrawalList currencySymbol={symbol} />
    </Page>
  );
}
