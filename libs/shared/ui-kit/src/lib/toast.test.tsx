import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './toast';

function Trigger({ text, options }: { text: string; options?: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(text, options)}>
      Show {text}
    </button>
  );
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has an empty polite live region before any message, so the first one is announced', () => {
    renderWithTheme(<ToastProvider />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'false');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows a message in the live region for 5 seconds, then removes it', () => {
    renderWithTheme(
      <ToastProvider>
        <Trigger text="Copied" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show Copied' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stacks messages, each leaving after its own duration', () => {
    renderWithTheme(
      <ToastProvider durationMs={2000}>
        <Trigger text="First" />
        <Trigger text="Saved" options={{ tone: 'success', durationMs: 6000 }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show Saved' }));
    expect(screen.getByText('Saved')).toHaveAttribute('data-tone', 'success');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('clears its timers when unmounted', () => {
    const { unmount } = renderWithTheme(
      <ToastProvider>
        <Trigger text="Bye" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show Bye' }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails loudly when useToast has no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger text="x" />)).toThrow(/ToastProvider/);
  });
});
