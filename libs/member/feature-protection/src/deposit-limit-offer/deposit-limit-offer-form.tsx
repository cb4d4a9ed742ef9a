import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitPeriod } from '@platform/shared/api-contract';
import { Alert, Button, TextField, VisuallyHidden } from '@platform/shared/ui-kit';
import { useSetProtectionLimit } from '@platform/member/data-access';
import { Form, Row } from '../components/parts';
import { PeriodSelect } from '../components/period-select';
import { useErrorText } from '../components/use-error-text';
import { parseLimitInput } from '../utils/limit-values';

export interface DepositLimitOfferFormProps {
  /** The player set a limit or chose "not now": the offer goes away. */
  onAnswered: () => void;
  /** In a dialog whose title already asks the question, the form's own heading is for screen readers only. */
  titleHidden?: boolean;
}

/**
 * The deposit-limit offer's form: a period and an amount, stored through the ordinary limits
 * call (a first limit applies at once), or "not now", which stores nothing.
 */
export function DepositLimitOfferForm({ onAnswered, titleHidden = false }: DepositLimitOfferFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setLimit = useSetProtectionLimit();
  const id = useId();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLimitInput('deposit', text);
    if ('error' in parsed) {
      setInputError(t(parsed.error));
      return;
    }
    setInputError(null);
    setLimit.mutate(
      { kind: 'deposit', period, value: parsed.value },
      {
        onSuccess: onAnswered,
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="deposit-limit-offer">
      {titleHidden ? (
        <VisuallyHidden as="h3" id={`${id}-title`}>
          {t('protection.offer_title')}
        </VisuallyHidden>
      ) : (
        <h3 id={`${id}-title`}>{t('protection.offer_title')}</h3>
      )}
      <p>{t('protection.offer_text')}</p>
      <Row>
        <PeriodSelect value={period} onChange={setPeriod} testId="offer-period" />
      </Row>
      <TextField
        label={t('protection.limit_amount')}
        inputMode="decimal"
        value={text}
        onChange={setText}
        error={inputError}
        data-testid="offer-amount"
      />
      {setLimit.isError ? (
        <Alert tone="error" testId="offer-error">
          {errorText(setLimit.error)}
        </Alert>
      ) : null}
      <Row>
        <Button type="submit" loading={setLimit.isPending} data-testid="offer-submit">
          {t('protection.offer_set')}
        </Button>
        <Button type="button" variant="ghost" disabled={setLimit.isPending} onClick={onAnswered} data-testid="offer-skip">
          {t('protection.offer_skip')}
        </Button>
      </Row>
    </Form>
  );
}
