import { describe, it, expect, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { Button } from './button';

describe('Button', () => {
  it('is a primary type="button" by default, so it never submits a form by accident', () => {
    renderWithTheme(<Button>Log in</Button>);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(getComputedStyle(button).background).toContain('var(--color-primary)');
  });

  it.each([
    ['secondary', 'var(--color-secondary)'],
    // jsdom reports `transparent` as rgba(0, 0, 0, 0).
    ['ghost', 'rgba(0, 0, 0, 0)'],
  ] as const)('renders the %s variant from semantic tokens', (variant, bg) => {
    renderWithTheme(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('data-variant', variant);
    expect(getComputedStyle(button).background).toContain(bg);
  });

  it('marks a loading button aria-busy, shows a spinner and ignores clicks', () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy and is clickable when not loading', () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Submit</Button>);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
