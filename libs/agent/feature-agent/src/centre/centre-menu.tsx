import styled from 'styled-components';

/**
 * The agent centre's frame. On a wide screen the menu sits beside the page; its labels wrap (the
 * Portuguese ones run to 40 characters), so none is clipped. On a phone the menu is a page of its
 * own, one full-width row per page, and each page has a back button to it.
 */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(10rem, 13rem) minmax(0, 1fr);
  gap: var(--space-md);
  align-items: start;
  min-width: 0;
`;

export const SideMenu = styled.nav`
  ul {
    display: grid;
    gap: var(--space-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const MenuItem = styled.button`
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: var(--space-xs) var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  line-height: 1.25;
  text-align: start;
  white-space: normal;
  overflow-wrap: anywhere;
  cursor: pointer;
  &[aria-current='page'] {
    background: var(--color-primary);
    color: var(--color-on-primary);
    border-color: var(--color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
`;

export const PhoneMenu = styled.nav`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    overflow: hidden;
  }
  li + li {
    border-block-start: 1px solid var(--color-border);
  }
`;

export const PhoneMenuItem = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-sm);
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: var(--space-sm) var(--space-md);
  border: 0;
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  line-height: 1.25;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
  &[aria-current='page'] {
    font-weight: 600;
    color: var(--color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: -2px;
  }
  span[aria-hidden] {
    flex: none;
    color: var(--color-text-muted);
  }
  /* The arrow points the way the page opens: to the left in Arabic and Urdu. */
  &:dir(rtl) span[aria-hidden] {
    transform: scaleX(-1);
  }
`;

export const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
  min-height: 44px;
  margin-block-end: var(--space-sm);
  padding: 0 var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
  &:dir(rtl) span[aria-hidden] {
    transform: scaleX(-1);
  }
`;

export const Content = styled.div`
  min-width: 0;
`;
