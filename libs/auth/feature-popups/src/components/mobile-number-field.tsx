import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { FieldError, FieldInput, FieldLabel, FieldWrapper } from '@platform/shared/ui-kit';
import { useCountryCodes } from '@platform/auth/data-access';

const Row = styled.div`
  display: flex;
  gap: var(--space-xs);
  select {
    min-height: 44px;
    font: inherit;
    color: var(--color-text);
    background: var(--color-surface);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-sm);
  }
`;

export interface MobileNumberFieldProps {
  idPrefix: string;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  mobileNum: string;
  onMobileNumChange: (value: string) => void;
  error?: string | null;
  /** Marks the label with * (spec §5: items marked * are required). */
  requiredMark?: boolean;
}

/** Country dialing code plus mobile number, from the country-code list call. */
export function MobileNumberField(props: MobileNumberFieldProps) {
  const { t } = useTranslation();
  const codes = useCountryCodes();
  const inputId = `${props.idPrefix}-mobile`;
  const first = codes.data?.[0]?.countryDialingCode;
  const { dialingCode, onDialingCodeChange } = props;
  useEffect(() => {
    // Until the player picks one, the list's first dialing code applies.
    if (!dialingCode && first) onDialingCodeChange(first);
  }, [dialingCode, first, onDialingCodeChange]);
  const errorId = `${inputId}-error`;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={inputId}>
        {props.requiredMark ? '* ' : ''}
        {t('auth.mobile')}
      </FieldLabel>
      <Row>
        <select
          aria-label={t('auth.country_code')}
          value={props.dialingCode}
          onChange={(event) => props.onDialingCodeChange(event.target.value)}
          data-testid={`${props.idPrefix}-dialing-code`}
        >
          {(codes.data ?? [{ countryCode: '', countryDialingCode: props.dialingCode }]).map((c) => (
            <option key={`${c.countryCode}${c.countryDialingCode}`} value={c.countryDialingCode}>
              {c.countryCode} {c.countryDialingCode}
            </option>
          ))}
        </select>
        <FieldInput
          id={inputId}
          inputMode="numeric"
          autoComplete="tel-national"
          value={props.mobileNum}
          onChange={(event) => props.onMobileNumChange(event.target.value)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          $invalid={Boolean(props.error)}
          data-testid={`${props.idPrefix}-mobile`}
        />
      </Row>
      {props.error ? (
        <FieldError id={errorId} role="alert">
          {props.error}
        </FieldError>
      ) : null}
    </FieldWrapper>
  );
}
