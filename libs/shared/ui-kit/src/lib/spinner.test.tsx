import { it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

it('is a status with an English default label', () => {
  render(<Spinner />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

it('takes a translated label', () => {
  render(<Spinner label="Carregando" />);
  expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
});

it('is hidden from assistive tech when decorative', () => {
  render(<Spinner decorative />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
});
