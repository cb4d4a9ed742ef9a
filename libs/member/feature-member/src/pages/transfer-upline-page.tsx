import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '@platform/shared/ui-kit';
import { useTransferUpline } from '@platform/member/data-access';
import { Form, Page, PageTitle, Section } from '../components/parts';
import { useMoney } from '../components/money';
import { useErrorText } from '../components/use-error-text';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** "10.5" -> 1050, or null: amounts leave the form as integer cents. */
export function toMinor(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** transferUpline (spec §2, §6): send money from the main wallet to the member's upline. */
export function TransferUplinePage() {
  const formatMinor = useMoney();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const transfer = useTransferUpline();
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = toMinor(amountText);
    if (amount === null) {
      setAmountError(t('wallet.amount_invalid'));
      return;
    }
    setAmountError(null);
    transfer.mutate({ amount }, { onSuccess: () => setAmountText('') });
  }

  return (
    <Page aria-labelledby="upline-title" data-testid="transfer-upline-page">
      <PageTitle id="upline-title">{t('member.upline_title')}</PageTitle>
      <Section>
        <p>{t('member.upline_intro')}</p>
        <Form onSubmit={submit} noValidate>
          <TextField
            label={t('wallet.amount')}
            requiredMark
            inputMode="decimal"
            value={amountText}
            onChange={setAmountText}
            error={amountError}
            data-testid="upline-amount"
          />
          {transfer.isError ? <Alert tone="error" testId="upline-error">{errorText(transfer.error)}</Alert> : null}
          {transfer.isSuccess ? (
            <Alert tone="success" testId="upline-done">
              {t('member.upline_done', { amount: formatMinor(transfer.data.amount), account: transfer.data.to })}
            </Alert>
          ) : null}
          <Button type="submit" loading={transfer.isPending} data-testid="upline-submit">
            {t('member.upline_submit')}
          </Button>
        </Form>
      </Section>
    </Page>
  );
}
