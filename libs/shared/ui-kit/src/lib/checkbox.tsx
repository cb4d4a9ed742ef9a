import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  min-height: 44px;
  color: var(--color-text);
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: var(--color-primary);
  }
`;

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  testId?: string;
}

export function Checkbox({ checked, onChange, children, testId }: CheckboxProps) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        data-testid={testId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </Label>
  );
}
