import styled from 'styled-components';
import { ANNOUNCEMENT_PAGER, pagerItems } from './pager-items';

export interface PagerProps {
  /** Current page, 1-based. */
  current: number;
  /** Number of pages (not items: dividing by the page size is the caller's concern). */
  total: number;
  onChange: (page: number) => void;
  /** Pages shown around the current one. Default 2 (spec §9). */
  pageRangeDisplayed?: number;
  /** Pages always shown at each end. Default 0 (spec §9: "no margin pages"). */
  marginPagesDisplayed?: number;
  /** Accessible name of the nav landmark; pass translated text. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button, e.g. `(n) => t('page_n', { n })`. */
  pageLabel?: (page: number) => string;
}

/** Page-number pagination: previous, page buttons with ellipses, next. Renders nothing for a single page. */
export function Pager({
  current,
  total,
  onChange,
  pageRangeDisplayed = ANNOUNCEMENT_PAGER.pageRange,
  marginPagesDisplayed = ANNOUNCEMENT_PAGER.marginPages,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (page) => `Page ${page}`,
}: PagerProps) {
  const items = pagerItems(current, total, pageRangeDisplayed, marginPagesDisplayed);
  if (items.length <= 1) return null;
  const page = items.find((item) => item.type === 'page' && item.current);
  const selected = page?.type === 'page' ? page.page : 1;
  const go = (target: number) => {
    if (target !== selected) onChange(target);
  };

  return (
    <nav aria-label={label}>
      <List>
        <li>
          <PageButton
            type="button"
            aria-label={previousLabel}
            disabled={selected <= 1}
            onClick={() => go(selected - 1)}
          >
            <span aria-hidden="true">‹</span>
          </PageButton>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            // Decorative: previous/next already tell assistive tech that more pages exist.
            <Ellipsis key={`ellipsis-${item.position}`} aria-hidden="true">
              …
            </Ellipsis>
          ) : (
            <li key={item.page}>
              <PageButton
                type="button"
                aria-label={pageLabel(item.page)}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={nextLabel}
            disabled={selected >= Math.floor(total)}
            onClick={() => go(selected + 1)}
          >
            <span aria-hidden="true">›</span>
          </PageButton>
        </li>
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--space-xs);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 44px; /* WCAG 2.5.5 target size */
  min-height: 44px;
  padding: 0 var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  cursor: pointer;

  &[aria-current='page'] {
    background: var(--color-primary);
    border-color: var(--color-primary);
    color: var(--color-on-primary);
    font-weight: 600;
  }
  &:hover:not(:disabled):not([aria-current='page']) {
    background: var(--color-surface-raised);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Ellipsis = styled.li`
  min-width: 24px;
  color: var(--color-text-muted);
  text-align: center;
`;
