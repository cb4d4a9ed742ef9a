import { afterEach, describe, it, expect, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { Marquee } from './marquee';

const ITEMS = [
  { id: 1, text: 'Maintenance on Sunday' },
  { id: 2, text: 'New slots this week' },
];

function setReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string) => ({
      matches,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const track = (region: HTMLElement) => region.firstElementChild as HTMLElement;

describe('Marquee', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('exposes each notice to screen readers once, although the loop draws it twice', () => {
    renderWithTheme(<Marquee items={ITEMS} label="Avisos" />);
    const region = screen.getByRole('region', { name: 'Avisos' });
    expect(within(region).getAllByText('Maintenance on Sunday')).toHaveLength(2);
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(ITEMS.map((item) => item.text));
    const copy = within(region).getAllByRole('list', { hidden: true })[1];
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy).toHaveAttribute('inert');
  });

  it('scrolls with an animation whose length grows with the number of notices', () => {
    renderWithTheme(<Marquee items={ITEMS} itemDurationMs={5000} />);
    const style = getComputedStyle(track(screen.getByRole('region')));
    expect(style.animation).toContain('10000ms linear infinite');
    expect(style.animationPlayState).toBe('running');
  });

  it('pauses on hover and resumes when the pointer leaves', () => {
    renderWithTheme(<Marquee items={ITEMS} />);
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    expect(track(region)).toHaveAttribute('data-paused');
    expect(getComputedStyle(track(region)).animationPlayState).toBe('paused');
    fireEvent.mouseLeave(region);
    expect(track(region)).not.toHaveAttribute('data-paused');
  });

  it('pauses while focused, and plain-text notices make the region focusable so keyboard users can pause it', () => {
    renderWithTheme(<Marquee items={ITEMS} />);
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('tabindex', '0');
    act(() => region.focus());
    expect(track(region)).toHaveAttribute('data-paused');
    act(() => region.blur());
    expect(track(region)).not.toHaveAttribute('data-paused');
  });

  it('makes notices buttons when clickable, reachable once by keyboard', () => {
    const onItemClick = vi.fn();
    renderWithTheme(<Marquee items={ITEMS} onItemClick={onItemClick} />);
    const region = screen.getByRole('region');
    expect(region).not.toHaveAttribute('tabindex');
    const buttons = within(region).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(onItemClick).toHaveBeenCalledWith(2);
  });

  it('shows a static list, drawn once and not animated, when reduced motion is requested', () => {
    setReducedMotion(true);
    renderWithTheme(<Marquee items={ITEMS} />);
    const region = screen.getByRole('region');
    expect(within(region).getAllByText('Maintenance on Sunday')).toHaveLength(1);
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(region.querySelector('[aria-hidden]')).toBeNull();
    expect(getComputedStyle(track(region)).animation).toBe('');
  });

  it('renders nothing without notices', () => {
    const { container } = renderWithTheme(<Marquee items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
