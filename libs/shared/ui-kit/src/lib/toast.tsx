import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

export type ToastTone = 'info' | 'success' | 'danger';

export interface ToastOptions {
  tone?: ToastTone;
  /** Overrides the provider's duration for this message. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows translated `text` for a few seconds. */
  show: (text: string, options?: ToastOptions) => void;
}

/** How long a toast stays: long enough to read a sentence twice. */
export const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default 5000 ms. */
  durationMs?: number;
}

/**
 * Mount once near the app root; `useToast().show(text)` then shows short, non-blocking
 * messages. They sit in one polite live region that exists before any message arrives
 * (a region created together with its text is often not announced), and each new toast
 * is announced on its own (aria-atomic false), without repeating the ones still shown.
 */
export function ToastProvider({ children, durationMs = TOAST_DURATION_MS }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const show = useCallback(
    (text: string, options: ToastOptions = {}) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((all) => [...all, { id, text, tone: options.tone ?? 'info' }]);
      const timer = setTimeout(() => {
        timers.current.delete(id);
        setToasts((all) => all.filter((toast) => toast.id !== id));
      }, options.durationMs ?? durationMs);
      timers.current.set(id, timer);
    },
    [durationMs],
  );

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="status" aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <Item key={toast.id} data-tone={toast.tone}>
            {toast.text}
          </Item>
        ))}
      </Region>
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api)
    throw new Error('useToast() needs a <ToastProvider> above it; mount one near the app root.');
  return api;
}

const Region = styled.div`
  position: fixed;
  /* Centred by logical insets and auto margins (issue 21 §6), the same in either reading direction. */
  inset-inline: 0;
  margin-inline: auto;
  bottom: var(--space-lg);
  z-index: 1100; /* above modals (1000): a toast may report what a modal just did */
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-sm);
  width: max-content;
  max-width: calc(100vw - 2 * var(--space-md));
  pointer-events: none;
`;

const Item = styled.p`
  margin: 0;
  padding: var(--space-sm) var(--space-md);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-card);
  background: var(--color-text);
  color: var(--color-surface);
  pointer-events: auto;

  &[data-tone='success'] {
    background: var(--color-success);
  }
  &[data-tone='danger'] {
    background: var(--color-danger);
  }
`;
