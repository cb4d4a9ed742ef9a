import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ScrollManager } from './scroll-manager';

describe('scroll after navigation (spec §2)', () => {
  it('scrolls to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<MemoryRouter initialEntries={['/promotions']}><ScrollManager /></MemoryRouter>);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls the hash target into view', () => {
    const target = document.createElement('div');
    target.id = 'promo-7';
    target.scrollIntoView = vi.fn();
    document.body.appendChild(target);
    render(<MemoryRouter initialEntries={['/promotions#promo-7']}><ScrollManager /></MemoryRouter>);
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
  });
});
