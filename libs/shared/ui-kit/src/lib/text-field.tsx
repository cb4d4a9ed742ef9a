import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  margin-bottom: var(--space-sm);
`;

export const FieldLabel = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
  color: var(--color-text);
`;

const InputRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: var(--space-xs);
`;

export const FieldInput = styled.input<{ $invalid: boolean }>`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: var(--space-sm);
  font: inherit;
  color: var(--color-text);
  background: var(--color-surface);
  border: 1px solid ${({ $invalid }) => ($invalid ? 'var(--color-danger)' : 'var(--color-border)')};
  border-radius: var(--radius-sm);
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-danger);
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An already translated message; shown under the input and announced. */
  error?: string | null;
  /** Controls placed after the input, e.g. a "send code" button. */
  addon?: ReactNode;
  /** Marks the label with * (spec §5: items marked * are required). */
  requiredMark?: boolean;
}

/** A labelled input whose error is tied to it with aria-describedby. */
export function TextField({ label, value, onChange, error, addon, requiredMark, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={inputId}>
        {requiredMark ? '* ' : ''}
        {label}
      </FieldLabel>
      <InputRow>
        <FieldInput
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          $invalid={Boolean(error)}
          {...rest}
        />
        {addon}
      </InputRow>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldWrapper>
  );
}
