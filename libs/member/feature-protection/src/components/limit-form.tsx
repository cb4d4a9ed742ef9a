import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIMIT_KINDS,
  type Limit,
  type LimitKind,
  type LimitPeriod,
} from '@platform/shared/api-contract';
import { formatDateTime } from '@platform/shared/i18n';
import { Alert, Button, TextField } from '@platform/shared/ui-kit';
import { useSetProtectionLimit } from '@platform/member/data-access';
import { parseLimitInput } from '../utils/limit-values';
import { FieldLabel, Form, Row, SelectField } from './parts';
import { PeriodSelect } from './period-select';
import { useErrorText } from './use-error-text';

/**
 * Sets or removes one limit. A lower limit applies at once; a higher one (or a removal) only
 * after the cooling period, which the answer shows as the limit's pending change.
 */
export function LimitForm({ increaseDelayHours }: { increaseDelayHours: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setLimit = useSetProtectionLimit();
  const id = useId();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Limit | null>(null);

  const chooseKind = (next: LimitKind) => {
    setKind(next);
    setPeriod(next === 'session' ? 'session' : 'day');
    setInputError(null);
  };

  const send = (value: number | null) => {
    setSaved(null);
    setLimit.mutate(
      { kind, period, value },
      {
        onSuccess: (limits) => {
          setSaved(limits.limits.find((l) => l.kind === kind && l.period === period) ?? null);
          setText('');
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLimitInput(kind, text);
    if ('error' in parsed) {
      setInputError(t(parsed.error));
      return;
    }
    setInputError(null);
    send(parsed.value);
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="limit-form">
      <h4 id={`${id}-title`}>{t('protection.set_limit')}</h4>
      <Row>
        <FieldLabel>
          {t('protection.limit_kind')}
          <SelectField value={kind} onChange={(e) => chooseKind(e.target.value as LimitKind)} data-testid="limit-kind">
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`protection.kinds.${k}`)}
              </option>
            ))}
          </SelectField>
        </FieldLabel>
        {kind === 'session' ? null : (
          <PeriodSelect value={period} onChange={setPeriod} testId="limit-period" />
        )}
      </Row>
      <TextField
        label={kind === 'session' ? t('protection.limit_minutes') : t('protection.limit_amount')}
        inputMode={kind === 'session' ? 'numeric' : 'decimal'}
        value={text}
        onChange={setText}
        error={inputError}
        data-testid="limit-value"
      />
      <p>{t('protection.increase_rule', { count: increaseDelayHours })}</p>
      {setLimit.isError ? (
        <Alert tone="error" testId="limit-error">
          {errorText(setLimit.error)}
        </Alert>
      ) : null}
      {saved ? (
        <Alert tone="success" testId="limit-saved">
          {saved.pendingFrom
            ? t('protection.saved_pending', { date: formatDateTime(saved.pendingFrom) })
            : t('protection.saved_now')}
        </Alert>
      ) : null}
      <Row>
        <Button type="submit" loading={setLimit.isPending} data-testid="limit-submit">
          {t('protection.save_limit')}
        </Button>
        <Button type="button" variant="ghost" disabled={setLimit.isPending} onClick={() => send(null)} data-testid="limit-remove">
          {t('protection.remove_limit')}
        </Button>
      </Row>
    </Form>
  );
}
