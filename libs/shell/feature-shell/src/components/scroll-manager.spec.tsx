import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ScrollManager } from './scroll-manager';

function target(id: string) {
  const element = document.createElement('div');
  element.id = id;
  element.scrollIntoView = vi.fn();
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('scroll after navigation (spec §2)', () => {
  it('scrolls to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<MemoryRouter initialEntries={['/promotions']}><ScrollManager /></MemoryRouter>);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls the hash target into view', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const item = target('promo-7');
    document.body.appendChild(item);
    render(<MemoryRouter initialEntries={['/promotions#promo-7']}><ScrollManager /></MemoryRouter>);
    expect(item.scrollIntoView).toHaveBeenCalled();
  });

  it('the hash target is scrolled to when it renders after the navigation (a lazy screen, a query)', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<MemoryRouter initialEntries={['/promotions#7']}><ScrollManager /></MemoryRouter>);
    const item = target('7');
    await act(async () => {
      document.body.appendChild(item);
      // MutationObserver callbacks run as a microtask.
      await Promise.resolve();
    });
    expect(item.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('stops waiting once the user scrolls by themselves', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<MemoryRouter initialEntries={['/promotions#7']}><ScrollManager /></MemoryRouter>);
    window.dispatchEvent(new Event('wheel'));
    const item = target('7');
    await act(async () => {
      document.body.appendChild(item);
      await Promise.resolve();
    });
    expect(item.scrollIntoView).not.toHaveBeenCalled();
  });
});
