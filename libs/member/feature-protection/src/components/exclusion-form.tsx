import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exclusion } from '@platform/shared/api-contract';
import { formatDateTime } from '@platform/shared/i18n';
import { Alert, Button, Checkbox, PasswordField } from '@platform/shared/ui-kit';
import { useEndLocalSession, useStartExclusion, type ExclusionRequest } from '@platform/member/data-access';
import { COOL_OFF_DAYS, SELF_EXCLUSION_MONTHS, type SelfExclusionLength } from '../utils/exclusion-options';
import { FieldLabel, Form, Row, SelectField, Section } from './parts';
import { useErrorText } from './use-error-text';

type Kind = ExclusionRequest['kind'];

/** The lengths one kind offers, as select values and their translated names. */
function useLengthOptions(kind: Kind) {
  const { t } = useTranslation();
  return kind === 'cool_off'
    ? COOL_OFF_DAYS.map((days) => ({ value: String(days), label: t('protection.days', { count: days }) }))
    : SELF_EXCLUSION_MONTHS.map((months: SelfExclusionLength) => ({
        value: String(months),
        label:
          months === 'permanent'
            ? t('protection.permanent')
            : months % 12 === 0
              ? t('protection.years', { count: months / 12 })
              : t('protection.months', { count: months }),
      }));
}

/**
 * A cool-off or a self-exclusion: choose how long, then confirm with the password after a
 * warning that it starts now, logs out everywhere and cannot be undone before it ends.
 */
export function ExclusionForm({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const start = useStartExclusion();
  const endSession = useEndLocalSession();
  const options = useLengthOptions(kind);
  const id = useId();
  const [length, setLength] = useState(options[0]?.value ?? '');
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Exclusion | null>(null);
  const warningRef = useRef<HTMLHeadingElement>(null);
  const lengthLabel = options.find((o) => o.value === length)?.label ?? '';

  // The warning is the point of the second step: focus lands on it so it is read first.
  useEffect(() => {
    if (confirming) warningRef.current?.focus();
  }, [confirming]);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!understood) return setFormError(t('protection.confirm_required'));
    if (!password) return setFormError(t('protection.password_required'));
    setFormError(null);
    const request: ExclusionRequest =
      kind === 'cool_off'
        ? { kind, days: Number(length), password }
        : { kind, months: length === 'permanent' ? 'permanent' : Number(length), password };
    start.mutate(request, { onSuccess: setDone });
  };

  const cancel = () => {
    setConfirming(false);
    setUnderstood(false);
    setPassword('');
    setFormError(null);
    start.reset();
  };

  if (done) {
    return (
      <Section data-testid={`${kind}-done`}>
        <Alert tone="success" testId={`${kind}-done-message`}>
          {done.endsAt
            ? t(`protection.${kind}_done`, { date: formatDateTime(done.endsAt) })
            : t('protection.permanent_done')}
        </Alert>
        <Row>
          <Button onClick={endSession} data-testid={`${kind}-logout`}>
            {t('protection.done_logout')}
          </Button>
        </Row>
      </Section>
    );
  }

  return (
    <Section aria-labelledby={`${id}-title`} data-testid={`${kind}-section`}>
      <h3 id={`${id}-title`}>{t(`protection.${kind}_title`)}</h3>
      <p>{t(`protection.${kind}_intro`)}</p>
      {confirming ? (
        <Form onSubmit={confirm} noValidate data-testid={`${kind}-confirm`}>
          <h4 ref={warningRef} tabIndex={-1}>
            {t('protection.confirm_title', { length: lengthLabel })}
          </h4>
          <Alert tone="error" testId={`${kind}-warning`}>
            {t(`protection.${kind}_warning`, { length: lengthLabel })}
          </Alert>
          <Checkbox checked={understood} onChange={setUnderstood} testId={`${kind}-understood`}>
            {t('protection.understood')}
          </Checkbox>
          <PasswordField
            label={t('protection.password')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            showLabel={t('auth.show_password')}
            hideLabel={t('auth.hide_password')}
            data-testid={`${kind}-password`}
          />
          {formError ? (
            <Alert tone="error" testId={`${kind}-form-error`}>
              {formError}
            </Alert>
          ) : null}
          {start.isError ? (
            <Alert tone="error" testId={`${kind}-error`}>
              {errorText(start.error)}
            </Alert>
          ) : null}
          <Row>
            <Button type="submit" loading={start.isPending} data-testid={`${kind}-submit`}>
              {t(`protection.${kind}_submit`, { length: lengthLabel })}
            </Button>
            <Button variant="ghost" onClick={cancel} data-testid={`${kind}-cancel`}>
              {t('common.cancel')}
            </Button>
          </Row>
        </Form>
      ) : (
        <Row>
          <FieldLabel>
            {t(`protection.${kind}_length`)}
            <SelectField value={length} onChange={(e) => setLength(e.target.value)} data-testid={`${kind}-length`}>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </SelectField>
          </FieldLabel>
          <Button variant="secondary" onClick={() => setConfirming(true)} data-testid={`${kind}-start`}>
            {t(`protection.${kind}_start`)}
          </Button>
        </Row>
      )}
    </Section>
  );
}
