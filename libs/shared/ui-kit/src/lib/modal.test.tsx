import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { MODAL_DEFAULTS, Modal, type ModalProps } from './modal';

function renderModal(props: Partial<ModalProps> = {}) {
  const onClose = vi.fn();
  const utils = renderWithTheme(
    <Modal name="helpModal" title="Help" onClose={onClose} {...props}>
      <p>Body text</p>
      <input aria-label="First field" />
      <button type="button">Last action</button>
    </Modal>,
  );
  return { ...utils, onClose, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  describe('props and defaults (spec §4, §9)', () => {
    it('exports the spec defaults: width 200, height 200, delay 100 ms', () => {
      expect(MODAL_DEFAULTS).toEqual({ width: 200, height: 200, delay: 100 });
    });

    it('is 200 by 200 px by default', () => {
      const { dialog } = renderModal();
      expect(dialog.style.width).toBe('200px');
      expect(dialog.style.height).toBe('200px');
    });

    it('takes width and height props in px', () => {
      const { dialog } = renderModal({ width: 320, height: 240 });
      expect(dialog.style.width).toBe('320px');
      expect(dialog.style.height).toBe('240px');
    });

    it('uses its name as data-modal-name, test id and the base of its aria ids', () => {
      const { dialog } = renderModal();
      expect(dialog).toHaveAttribute('data-modal-name', 'helpModal');
      expect(screen.getByTestId('helpModal')).toBe(dialog);
      expect(dialog.getAttribute('aria-labelledby')).toContain('helpModal');
    });

    it('shows the optional title and is labelled by it', () => {
      const { dialog } = renderModal();
      expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
      expect(dialog).toHaveAccessibleName('Help');
    });

    it('renders nothing while open is false', () => {
      renderWithTheme(<Modal name="helpModal" open={false} />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('renders through a portal into document.body', () => {
      const { container, dialog } = renderModal();
      expect(container).not.toContainElement(dialog);
      expect(screen.getByTestId('helpModal-backdrop').parentElement).toBe(document.body);
    });
  });

  describe('close button flag (default true)', () => {
    it('shows a close button by default that calls onClose', () => {
      const { onClose } = renderModal();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('hides the close button when closeButton is false', () => {
      renderModal({ closeButton: false });
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    });

    it('takes a translated accessible label for the close button', () => {
      renderModal({ closeLabel: 'Fechar' });
      expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    });
  });

  describe('background flag (default true)', () => {
    it('dims the page behind by default', () => {
      renderModal();
      const backdrop = screen.getByTestId('helpModal-backdrop');
      expect(backdrop).toHaveAttribute('data-background', 'true');
      expect(getComputedStyle(backdrop).background).toContain('var(--color-overlay)');
    });

    it('uses a transparent backdrop when background is false', () => {
      renderModal({ background: false });
      const backdrop = screen.getByTestId('helpModal-backdrop');
      expect(backdrop).toHaveAttribute('data-background', 'false');
      expect(getComputedStyle(backdrop).background).not.toContain('var(--color-overlay)');
    });
  });

  describe('scrollable flag (default true): body scroll freeze', () => {
    let scrollTo: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
      fireEvent.scroll(window);
      scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      document.body.style.position = 'relative';
      document.body.style.width = '90%';
    });
    afterEach(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      fireEvent.scroll(window);
    });

    it('freezes the body at the current scroll offset when opened while scrollable', () => {
      renderModal();
      expect(document.body.style.position).toBe('fixed');
      expect(document.body.style.top).toBe('-640px');
      expect(document.body.style.width).toBe('100%');
    });

    it('restores the previous body styles and scrolls back to the offset when closed', () => {
      const { rerender } = renderModal();
      rerender(<Modal name="helpModal" open={false} />);
      expect(document.body.style.position).toBe('relative');
      expect(document.body.style.top).toBe('');
      expect(document.body.style.width).toBe('90%');
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 640 }));
    });

    it('also restores the body when unmounted while open', () => {
      const { unmount } = renderModal();
      unmount();
      expect(document.body.style.position).toBe('relative');
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 640 }));
    });

    it('keeps the body frozen until the last of two stacked modals closes', () => {
      const { rerender } = renderWithTheme(
        <>
          <Modal name="first" />
          <Modal name="second" />
        </>,
      );
      rerender(
        <>
          <Modal name="first" />
          <Modal name="second" open={false} />
        </>,
      );
      expect(document.body.style.position).toBe('fixed');
      rerender(<Modal name="first" open={false} />);
      expect(document.body.style.position).toBe('relative');
    });

    it('leaves the body alone when scrollable is false', () => {
      renderModal({ scrollable: false });
      expect(document.body.style.position).toBe('relative');
      expect(document.body.style.top).toBe('');
    });
  });

  describe('closing', () => {
    it('cannot be closed by an outside click on the backdrop', () => {
      const { onClose } = renderModal();
      const backdrop = screen.getByTestId('helpModal-backdrop');
      fireEvent.mouseDown(backdrop);
      fireEvent.mouseUp(backdrop);
      fireEvent.click(backdrop);
      fireEvent.pointerDown(backdrop);
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('closes on Escape when the close button is on', () => {
      const { onClose, dialog } = renderModal();
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('ignores Escape when the close button is off', () => {
      const { onClose, dialog } = renderModal({ closeButton: false });
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  describe('draggable and adaptive', () => {
    it('is dragged by its title bar with pointer events', () => {
      const { dialog } = renderModal();
      const bar = screen.getByTestId('helpModal-title-bar');
      fireEvent.pointerDown(bar, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(bar, { pointerId: 1, clientX: 130, clientY: 140 });
      expect(dialog.style.transform).toBe('translate(30px, 40px)');
      fireEvent.pointerUp(bar, { pointerId: 1, clientX: 130, clientY: 140 });
      fireEvent.pointerMove(bar, { pointerId: 1, clientX: 300, clientY: 300 });
      expect(dialog.style.transform).toBe('translate(30px, 40px)');
    });

    it('as a sheet on a phone (issue 21) it is marked for the full-screen layout and is not dragged', () => {
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({ matches: query.includes('max-width: 599'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }),
      });
      try {
        const { dialog } = renderModal({ sheet: true, width: 960, height: 640 });
        expect(dialog).toHaveAttribute('data-sheet', 'true');
        expect(screen.getByTestId('helpModal-backdrop')).toHaveAttribute('data-sheet', 'true');
        const bar = screen.getByTestId('helpModal-title-bar');
        fireEvent.pointerDown(bar, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
        fireEvent.pointerMove(bar, { pointerId: 1, clientX: 130, clientY: 140 });
        expect(dialog.style.transform).toBe('translate(0px, 0px)');
      } finally {
        Reflect.deleteProperty(window, 'matchMedia');
      }
    });

    it('a sheet on a wide screen stays a draggable popup of its own size', () => {
      const { dialog } = renderModal({ sheet: true, width: 960, height: 640 });
      expect(dialog.style.width).toBe('960px');
      const bar = screen.getByTestId('helpModal-title-bar');
      fireEvent.pointerDown(bar, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(bar, { pointerId: 1, clientX: 110, clientY: 100 });
      expect(dialog.style.transform).not.toBe('translate(0px, 0px)');
    });

    it('does not start a drag from the close button', () => {
      const { dialog } = renderModal();
      const close = screen.getByRole('button', { name: 'Close' });
      fireEvent.pointerDown(close, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(close, { pointerId: 1, clientX: 150, clientY: 150 });
      expect(dialog.style.transform).toBe('translate(0px, 0px)');
    });

    it('caps its size to the viewport so it fits a 375px phone', () => {
      const { dialog } = renderModal({ width: 600, height: 900 });
      const style = getComputedStyle(dialog);
      expect(style.maxWidth).toBe('calc(100vw - 16px)');
      expect(style.maxHeight).toMatch(/^calc\(100d?vh - 16px\)$/);
      expect(style.boxSizing).toBe('border-box');
    });
  });

  describe('fade-in', () => {
    it('fades in with a 100 ms delay by default', async () => {
      renderModal();
      const backdrop = screen.getByTestId('helpModal-backdrop');
      expect(backdrop).toHaveAttribute('data-delay', '100');
      expect(backdrop.style.transitionDelay).toBe('100ms');
      expect(getComputedStyle(backdrop).transitionProperty).toBe('opacity');
      expect(backdrop).toHaveAttribute('data-state', 'opening');
      await waitFor(() => expect(backdrop).toHaveAttribute('data-state', 'open'));
    });

    it('takes a custom delay', () => {
      renderModal({ delay: 250 });
      expect(screen.getByTestId('helpModal-backdrop').style.transitionDelay).toBe('250ms');
    });
  });

  describe('accessibility', () => {
    it('is a modal dialog labelled by its title', () => {
      const { dialog } = renderModal();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      const titleId = dialog.getAttribute('aria-labelledby');
      expect(titleId).toBeTruthy();
      expect(document.getElementById(titleId ?? '')).toHaveTextContent('Help');
    });

    it('uses ariaLabel as its name when it has no title', () => {
      renderModal({ title: undefined, ariaLabel: 'Aviso' });
      expect(screen.getByRole('dialog')).toHaveAccessibleName('Aviso');
    });

    it('moves focus into the dialog on open and back to the opener on close', () => {
      const onClose = vi.fn();
      const { rerender } = renderWithTheme(
        <>
          <button type="button">Open help</button>
        </>,
      );
      const opener = screen.getByRole('button', { name: 'Open help' });
      opener.focus();
      const tree = (open: boolean) => (
        <>
          <button type="button">Open help</button>
          <Modal name="helpModal" title="Help" open={open} onClose={onClose} />
        </>
      );
      rerender(tree(true));
      expect(screen.getByRole('dialog')).toHaveFocus();
      rerender(tree(false));
      expect(opener).toHaveFocus();
    });

    it('traps focus with Tab and Shift+Tab', () => {
      const { dialog } = renderModal();
      const close = screen.getByRole('button', { name: 'Close' });
      const field = screen.getByRole('textbox', { name: 'First field' });
      const last = screen.getByRole('button', { name: 'Last action' });

      fireEvent.keyDown(dialog, { key: 'Tab' });
      expect(close).toHaveFocus();
      fireEvent.keyDown(close, { key: 'Tab' });
      expect(field).toHaveFocus();
      fireEvent.keyDown(field, { key: 'Tab' });
      expect(last).toHaveFocus();
      fireEvent.keyDown(last, { key: 'Tab' });
      expect(close).toHaveFocus();
      fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
      expect(last).toHaveFocus();
    });

    it('keeps focus on the dialog when it has nothing focusable', () => {
      renderWithTheme(<Modal name="plain" closeButton={false} ariaLabel="Notice" />);
      const dialog = screen.getByRole('dialog');
      fireEvent.keyDown(dialog, { key: 'Tab' });
      expect(dialog).toHaveFocus();
    });

    it('keeps focus inside when the backdrop is pressed', () => {
      renderModal();
      const backdrop = screen.getByTestId('helpModal-backdrop');
      const notPrevented = fireEvent.mouseDown(backdrop);
      expect(notPrevented).toBe(false);
    });
  });

  it('closes only the inner of two nested modals on Escape', () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    renderWithTheme(
      <Modal name="outer" title="Outer" onClose={outerClose}>
        <Modal name="inner" title="Inner" onClose={innerClose} />
      </Modal>,
    );
    act(() => screen.getByTestId('inner').focus());
    fireEvent.keyDown(screen.getByTestId('inner'), { key: 'Escape' });
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
