import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants = {
  primary: css`
    background: var(--color-primary);
    color: var(--color-on-primary);
    border-color: var(--color-primary);
    &:hover:not(:disabled) {
      background: var(--color-primary-hover);
      border-color: var(--color-primary-hover);
    }
  `,
  secondary: css`
    background: var(--color-secondary);
    color: var(--color-on-secondary);
    border-color: var(--color-secondary);
  `,
  ghost: css`
    background: transparent;
    color: var(--color-text);
    border-color: var(--color-border);
    &:hover:not(:disabled) {
      background: var(--color-surface-raised);
    }
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: var(--space-sm);
  min-height: 44px; /* WCAG 2.5.5 target size, also on small phones */
  padding: var(--space-sm) var(--space-md);
  border: 1px solid transparent;
  border-radius: var(--radius-md);
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  transition: background-color 0.15s ease;
  ${({ $variant }) => variants[$variant]}

  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and blocks further clicks; the label stays as the accessible name. */
  loading?: boolean;
  /** Full width of its container. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $block={block}
      data-variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner decorative />}
      {children}
    </StyledButton>
  );
}
