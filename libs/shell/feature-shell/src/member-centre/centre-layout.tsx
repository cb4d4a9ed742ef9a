import styled from 'styled-components';
import { SHEET_BREAKPOINT_PX } from '@platform/shared/ui-kit';

/** Phones: the centres are full-screen sheets with the menu as a strip of tabs above the page. */
const PHONE = `(max-width: ${SHEET_BREAKPOINT_PX - 0.02}px)`;

/**
 * The member and agent centres share one frame: a menu beside the page on wider screens, and on
 * phones a scrollable strip of tabs above it (issue 21). Every track is `minmax(0, …)` so a long
 * strip scrolls inside itself instead of stretching the sheet (it once stretched a 372 px popup
 * body to 1,755 px and pushed the far-right pages off screen).
 */
export const CentreLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(9rem, 12rem) minmax(0, 1fr);
  gap: var(--space-md);
  min-height: 0;
  min-width: 0;
  @media ${PHONE} {
    grid-template-columns: minmax(0, 1fr);
    gap: var(--space-sm);
  }
`;

export const CentreMenu = styled.nav`
  min-width: 0;
  ul {
    display: flex;
    flex-direction: column;
    gap: var(--space-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media ${PHONE} {
    /* The strip stays in reach while the page under it scrolls. */
    position: sticky;
    inset-block-start: calc(-1 * var(--space-md));
    z-index: 1;
    margin-block-start: calc(-1 * var(--space-md));
    margin-inline: calc(-1 * var(--space-md));
    padding-block: var(--space-sm);
    padding-inline: var(--space-md);
    background: var(--color-surface);
    border-block-end: 1px solid var(--color-border);
    ul {
      flex-direction: row;
      overflow-x: auto;
      overscroll-behavior-x: contain;
      scroll-snap-type: x proximity;
      scrollbar-width: thin;
    }
    li {
      flex: none;
      scroll-snap-align: start;
    }
  }
`;

export const CentreMenuItem = styled.button`
  /* Positioned, so screen-reader text inside (absolute, 1 px) stays inside the scrolling strip
     instead of escaping it and widening the sheet. */
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-xs);
  width: 100%;
  min-height: 2.75rem;
  padding: var(--space-xs) var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  text-align: start;
  /* Long labels (Portuguese) wrap inside the menu column instead of running under the page. */
  white-space: normal;
  overflow-wrap: anywhere;
  cursor: pointer;
  &[aria-current='page'] {
    background: var(--color-primary);
    color: var(--color-on-primary);
    border-color: var(--color-primary);
  }
  @media ${PHONE} {
    width: auto;
    min-height: 2.5rem;
    white-space: nowrap;
  }
`;

export const CentreContent = styled.div`
  min-width: 0;
  overflow: auto;
  @media ${PHONE} {
    /* The sheet's body scrolls; a second scroller inside it would trap the thumb. */
    overflow: visible;
  }
`;
