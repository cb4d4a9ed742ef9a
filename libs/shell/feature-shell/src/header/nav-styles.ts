import { css } from 'styled-components';

/**
 * The looks the header bar's own links (header-nav.tsx) and its lazy "More" menu (more-menu.tsx)
 * share, written once so the two cannot drift apart.
 */

/** A top-level tab of the bar: icon above the name, a 3 px accent line under it when current. */
export const navTab = css`
  display: inline-flex;
  /* The icon sits above the name, so the icons add height, not width: the bar keeps its one row. */
  flex-direction: column;
  justify-content: center;
  align-items: center;
  gap: 2px;
  min-height: 48px;
  padding: var(--space-xs) var(--space-sm) 0;
  color: inherit;
  font-weight: 600;
  border-block-end: 3px solid transparent;

  &:hover,
  &[aria-expanded='true'] {
    color: var(--color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: -2px;
  }
`;

/** The panel a tab opens (a category's vendors, or what did not fit under "More"). */
export const dropPanel = css`
  position: absolute;
  inset-block-start: 100%;
  z-index: 900;
  min-width: 220px;
  margin: 0;
  padding: var(--space-xs) 0;
  list-style: none;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-card);

  &[hidden] {
    display: none;
  }
`;

/** One row of such a panel: a full-width target of at least 44 px (WCAG 2.5.5). */
export const dropEntry = css`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  min-height: 44px;
  padding: 0 var(--space-md);
  color: var(--color-text);
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: var(--color-surface-raised);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: -2px;
  }
`;
