import { it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';

it('is a text-line placeholder hidden from assistive tech by default', () => {
  render(<Skeleton />);
  const block = screen.getByTestId('skeleton');
  expect(block).toHaveAttribute('aria-hidden', 'true');
  expect(block).toHaveAttribute('data-shape', 'text');
  expect(getComputedStyle(block).width).toBe('100%');
  expect(getComputedStyle(block).height).toBe('1em');
});

it('takes a size, and a circle is as tall as it is wide', () => {
  render(<Skeleton shape="circle" width="48px" height="10px" />);
  const style = getComputedStyle(screen.getByTestId('skeleton'));
  expect(style.width).toBe('48px');
  expect(style.height).toBe('48px');
  expect(style.borderRadius).toBe('50%');
});
