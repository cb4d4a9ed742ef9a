import { describe, it, expect, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { ANNOUNCEMENT_PAGER, pagerItems, type PagerItem } from './pager-items';
import { Pager } from './pager';

/** Compact view of the items: page numbers, `[n]` for the current one, `…` for an ellipsis. */
const view = (items: PagerItem[]) =>
  items
    .map((item) =>
      item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page),
    )
    .join(' ');

describe('pagerItems', () => {
  it('pages the announcement list 8 per page with a pager range of 2 and no margin pages', () => {
    expect(ANNOUNCEMENT_PAGER).toEqual({ perPage: 8, pageRange: 2, marginPages: 0 });
  });

  it.each([
    [1, '[1] 2 …'],
    [2, '1 [2] …'],
    [3, '… 2 [3] …'],
    [5, '… 4 [5] …'],
    [9, '… 8 [9] …'],
    [10, '… 9 [10]'],
  ])('with range 2 and no margin pages, page %i of 10 shows "%s"', (current, expected) => {
    expect(view(pagerItems(current, 10, 2, 0))).toBe(expected);
  });

  it('shows every page, without ellipses, when they fit in the range', () => {
    expect(view(pagerItems(1, 2, 2, 0))).toBe('[1] 2');
    expect(view(pagerItems(3, 3, 5, 0))).toBe('1 2 [3]');
  });

  it('keeps the current page in the middle of an odd range', () => {
    expect(view(pagerItems(10, 20, 5, 0))).toBe('… 8 9 [10] 11 12 …');
  });

  it('always shows the margin pages at both ends, with an ellipsis for each hidden run', () => {
    expect(view(pagerItems(10, 20, 3, 1))).toBe('1 … 9 [10] 11 … 20');
    expect(view(pagerItems(10, 20, 3, 2))).toBe('1 2 … 9 [10] 11 … 19 20');
  });

  it('merges the margin pages into the window when they meet, leaving no ellipsis', () => {
    expect(view(pagerItems(2, 6, 3, 1))).toBe('1 [2] 3 … 6');
    expect(view(pagerItems(3, 5, 3, 1))).toBe('1 2 [3] 4 5');
  });

  it('returns nothing when there are no pages', () => {
    expect(pagerItems(1, 0, 2, 0)).toEqual([]);
    expect(pagerItems(1, -3, 2, 0)).toEqual([]);
  });

  it('clamps a current page outside 1..total instead of throwing', () => {
    expect(view(pagerItems(0, 10, 2, 0))).toBe('[1] 2 …');
    expect(view(pagerItems(99, 10, 2, 0))).toBe('… 9 [10]');
  });

  it('treats a range below 1 as 1 and a negative margin as 0', () => {
    expect(view(pagerItems(5, 10, 0, -1))).toBe('… [5] …');
  });

  it('marks exactly one page current and never shows two ellipses in a row', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pagerItems(current, total, 2, 0);
        expect(items.filter((i) => i.type === 'page' && i.current)).toHaveLength(1);
        items.forEach((item, i) => {
          if (item.type === 'ellipsis') expect(items[i + 1]?.type).not.toBe('ellipsis');
        });
        const pages = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
        expect(pages.length).toBeLessThanOrEqual(2);
      }
    }
  });
});

describe('Pager', () => {
  it('is a nav landmark named by its label prop, with aria-current on the current page', () => {
    renderWithTheme(<Pager current={3} total={10} onChange={() => undefined} label="Paginação" />);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    const current = within(nav).getByRole('button', { name: 'Page 3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    // Range 2, no margin pages by default (spec §9): only pages 2 and 3 are buttons.
    expect(within(nav).queryByRole('button', { name: 'Page 1' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Page 4' })).toBeNull();
  });

  it('calls onChange with the clicked page, and with the previous and next pages', () => {
    const onChange = vi.fn();
    renderWithTheme(<Pager current={3} total={10} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[2], [2], [4]]);
  });

  it('does not call onChange for the current page', () => {
    const onChange = vi.fn();
    renderWithTheme(<Pager current={3} total={10} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last page', () => {
    const { rerender } = renderWithTheme(
      <Pager current={1} total={4} onChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pager current={4} total={4} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('hides the ellipsis from assistive tech', () => {
    renderWithTheme(<Pager current={5} total={10} onChange={() => undefined} />);
    const ellipses = screen.getAllByText('…');
    expect(ellipses).toHaveLength(2);
    ellipses.forEach((el) => expect(el).toHaveAttribute('aria-hidden', 'true'));
  });

  it('takes translated labels for the buttons', () => {
    renderWithTheme(
      <Pager
        current={1}
        total={3}
        onChange={() => undefined}
        previousLabel="Anterior"
        nextLabel="Próxima"
        pageLabel={(n) => `Página ${n}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithTheme(
      <Pager current={1} total={1} onChange={() => undefined} />,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  it('gives every button a 44px touch target', () => {
    renderWithTheme(<Pager current={1} total={3} onChange={() => undefined} />);
    for (const button of screen.getAllByRole('button')) {
      expect(getComputedStyle(button).minHeight).toBe('44px');
      expect(getComputedStyle(button).minWidth).toBe('44px');
    }
  });
});
