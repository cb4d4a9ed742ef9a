import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { lockBodyScroll } from './body-scroll-lock';

/** Spec §9 "Modal defaults: width 200, height 200, delay 100 ms". */
export const MODAL_DEFAULTS = { width: 200, height: 200, delay: 100 } as const;

/** Gap kept between the dialog and the viewport edges, so it fits a 375px phone. */
const VIEWPORT_GAP_PX = 8;

/** Below this width a `sheet` modal fills the screen (issue 21: the centres are full-screen sheets on phones). */
export const SHEET_BREAKPOINT_PX = 600;

export interface ModalProps {
  /** Identifies this modal: rendered as data-modal-name and data-testid, and the base of its aria ids. */
  name: string;
  /** Shown in the title bar (the drag handle) and used as the dialog's accessible name. */
  title?: ReactNode;
  /** Shows the close button and lets Escape close the modal. Default true. */
  closeButton?: boolean;
  /** Freezes the page behind at its scroll offset while open; the modal body scrolls on its own. Default true. */
  scrollable?: boolean;
  /** Dims the page behind. Without it the backdrop is transparent but still blocks outside clicks. Default true. */
  background?: boolean;
  /** Default true, so the modal can also be mounted conditionally (`{show && <Modal …/>}`). */
  open?: boolean;
  /** Called by the close button and by Escape. Never called by an outside click. */
  onClose?: () => void;
  /** Width in px; capped to the viewport. Default 200. */
  width?: number;
  /** Height in px; capped to the viewport. Default 200. */
  height?: number;
  /** Fade-in delay in ms. Default 100. */
  delay?: number;
  /** Accessible label of the close button; pass translated text. */
  closeLabel?: string;
  /** Accessible name when there is no title; pass translated text. */
  ariaLabel?: string;
  /**
   * On screens narrower than 600 px, fill the whole screen as a sheet (no gap, no rounding, no
   * dragging) instead of a floating popup; wider screens keep the popup of `width` × `height`.
   * Same markup either way, so a page inside does not know which it got. Default false.
   */
  sheet?: boolean;
  children?: ReactNode;
}

/**
 * The spec's reusable modal (§4 "The reusable modal has a name…", §9 "Modal defaults").
 *
 * - An outside click (on the backdrop) never closes it: the spec says so, and a
 *   stray tap on a phone must not throw away a half-filled form.
 * - Escape closes it only when `closeButton` is on. A modal without a close
 *   button is one the caller must close itself (e.g. a forced password change),
 *   so Escape must not bypass that; with a close button, Escape is the keyboard
 *   equivalent of that button (WAI-ARIA dialog pattern).
 * - It is draggable by its title bar, and adaptive: never larger than the viewport.
 * - It fades in after `delay` ms.
 * - Focus moves into it on open, is trapped inside (Tab / Shift+Tab) and returns
 *   to the previously focused element on close.
 */
export function Modal({ open = true, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalSurface {...props} />, document.body);
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  originX: number;
  originY: number;
  minDx: number;
  maxDx: number;
  minDy: number;
  maxDy: number;
}

const isNarrowScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${SHEET_BREAKPOINT_PX - 0.02}px)`).matches;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

// Mounted only while open, so drag offset and fade state reset on every opening.
function ModalSurface({
  name,
  title,
  closeButton = true,
  scrollable = true,
  background = true,
  onClose,
  width = MODAL_DEFAULTS.width,
  height = MODAL_DEFAULTS.height,
  delay = MODAL_DEFAULTS.delay,
  closeLabel = 'Close',
  ariaLabel,
  sheet = false,
  children,
}: Omit<ModalProps, 'open'>) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<DragState | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [shown, setShown] = useState(false);
  const titleId = `${name.replace(/\s+/g, '-')}-modal-title`;
  const hasTitle = title !== undefined && title !== null && title !== '';

  // Layout effect: the body must be frozen before the first paint, or the page jumps.
  useLayoutEffect(() => (scrollable ? lockBodyScroll() : undefined), [scrollable]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus({ preventScroll: true });
    return () => {
      if (previous && previous.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  // Start transparent, then flip to opaque on the next frame so the opacity transition
  // (with its transition-delay) actually runs.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Stop here so an outer modal (React events bubble through portals) does not close too.
      event.stopPropagation();
      if (closeButton) onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.getAttribute('aria-hidden') !== 'true' && !el.closest('[hidden],[inert]'),
    );
    event.preventDefault();
    if (items.length === 0) {
      dialogRef.current.focus();
      return;
    }
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey
      ? items[index <= 0 ? items.length - 1 : index - 1]
      : items[index === -1 || index === items.length - 1 ? 0 : index + 1];
    next?.focus();
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // Deliberately no onClose here (spec: "It cannot be closed by an outside click").
    // preventDefault keeps focus inside the dialog.
    if (event.target === event.currentTarget) event.preventDefault();
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !dialogRef.current) return;
    if ((event.target as HTMLElement).closest('button')) return;
    // A full-screen sheet has nowhere to go; its title bar must not swallow the touch.
    if (sheet && isNarrowScreen()) return;
    const rect = dialogRef.current.getBoundingClientRect();
    // Keep the whole dialog on screen so its title bar can always be grabbed again.
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      originX: offset.x,
      originY: offset.y,
      minDx: Math.min(0, -rect.left),
      maxDx: Math.max(0, window.innerWidth - rect.right),
      minDy: Math.min(0, -rect.top),
      maxDy: Math.max(0, window.innerHeight - rect.bottom),
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    setOffset({
      x: drag.originX + clamp(event.clientX - drag.startX, drag.minDx, drag.maxDx),
      y: drag.originY + clamp(event.clientY - drag.startY, drag.minDy, drag.maxDy),
    });
  };

  const handlePointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragRef.current || dragRef.current.pointerId !== event.pointerId) return;
    dragRef.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  return (
    <Backdrop
      data-testid={`${name}-backdrop`}
      data-state={shown ? 'open' : 'opening'}
      data-delay={delay}
      data-background={background}
      data-sheet={sheet}
      $dim={background}
      style={{ transitionDelay: `${delay}ms` }}
      onMouseDown={handleBackdropMouseDown}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : (ariaLabel ?? name)}
        data-modal-name={name}
        data-testid={name}
        data-scrollable={scrollable}
        data-sheet={sheet}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        style={{
          width: `${width}px`,
          height: `${height}px`,
          transform: `translate(${offset.x}px, ${offset.y}px)`,
        }}
      >
        {(hasTitle || closeButton) && (
          <TitleBar
            data-testid={`${name}-title-bar`}
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={handlePointerEnd}
            onPointerCancel={handlePointerEnd}
          >
            {hasTitle && <Title id={titleId}>{title}</Title>}
            {closeButton && (
              <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </CloseButton>
            )}
          </TitleBar>
        )}
        <Body>{children}</Body>
      </Dialog>
    </Backdrop>
  );
}

const Backdrop = styled.div<{ $dim: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  padding: ${VIEWPORT_GAP_PX}px;
  background: ${({ $dim }) => ($dim ? 'var(--color-overlay)' : 'transparent')};
  opacity: 0;
  transition-property: opacity;
  transition-duration: 0.2s;
  transition-timing-function: ease;

  &[data-state='open'] {
    opacity: 1;
  }

  @media (max-width: ${SHEET_BREAKPOINT_PX - 0.02}px) {
    &[data-sheet='true'] {
      padding: 0;
    }
  }
`;

const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  max-width: calc(100vw - ${2 * VIEWPORT_GAP_PX}px);
  max-height: calc(100vh - ${2 * VIEWPORT_GAP_PX}px);
  max-height: calc(100dvh - ${2 * VIEWPORT_GAP_PX}px);
  overflow: hidden;
  background: var(--color-surface);
  color: var(--color-text);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-modal);

  &:focus {
    outline: none;
  }

  /* The sheet overrides the popup's inline width, height and drag offset: !important is the only
     way a stylesheet beats an inline style, and the inline px sizes stay right for wider screens. */
  @media (max-width: ${SHEET_BREAKPOINT_PX - 0.02}px) {
    &[data-sheet='true'] {
      width: 100vw !important;
      max-width: 100vw;
      height: 100vh !important;
      height: 100dvh !important;
      max-height: none;
      border: 0;
      border-radius: 0;
      transform: none !important;
    }
  }
`;

const TitleBar = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: var(--space-sm);
  min-height: 40px;
  padding-block: 0;
  padding-inline: var(--space-md) var(--space-xs);
  background: var(--color-surface-raised);
  border-block-end: 1px solid var(--color-border);
  cursor: move;
  /* Touch drags move the dialog instead of scrolling the page. */
  touch-action: none;
  user-select: none;
`;

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: 1rem;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const CloseButton = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  margin-inline-start: auto;
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-text-muted);
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    color: var(--color-text);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: -2px;
  }
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  padding: var(--space-md);
  overflow: auto;
  overscroll-behavior: contain;
`;
