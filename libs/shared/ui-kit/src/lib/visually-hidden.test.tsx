import { it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

it('hides text visually but keeps it as an accessible name', () => {
  render(
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden>Close</VisuallyHidden>
    </button>,
  );
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  const style = getComputedStyle(screen.getByText('Close'));
  expect(style.position).toBe('absolute');
  expect(style.width).toBe('1px');
  expect(style.overflow).toBe('hidden');
});
