import { lazy, Suspense, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { NavItem, NavKey } from '../utils/navigation';
import { cockfightVendor, vendorPath } from '../utils/navigation';
import { visibleItemCount } from '../utils/nav-overflow';
import { CategoryIcon } from '../components/category-icon';
import { dropEntry, dropPanel, navTab } from './nav-styles';
import { VendorEmblem } from '../components/vendor-emblem';
import { useVendorLaunch } from '../hooks/use-vendor-launch';

export interface HeaderNavProps {
  items: readonly NavItem[];
  /** Hover menus are for pointers that hover; touch devices go straight to the page. */
  hoverMenus?: boolean;
  /** Set in a one-row header's bar (its colours, no bar of its own) rather than as a bar under it. */
  inline?: boolean;
}

// Only where the bar overflows (PT at desktop widths, narrow windows): its own chunk.
const MoreMenu = lazy(() => import('./more-menu').then((m) => ({ default: m.MoreMenu })));
const LaunchError = lazy(() => import('./launch-error').then((m) => ({ default: m.LaunchError })));

/** The gap between items, in px (--space-xs). */
const ITEM_GAP = 4;

/**
 * Measures the items and the bar, and answers how many items fit on one line (issue 21 §5): the
 * rest go into "More". Every item stays rendered (those that do not fit are hidden), so their
 * widths are known whatever the language, the font or the window.
 *
 * The bar narrows after the first render whenever the header's other parts arrive or change (the
 * account, the balance and the language selector are lazy chunks, the balance is data) or the
 * brand's font lands. A count set from a resize callback as an ordinary update was drawn a frame or
 * more later (longer on a busy machine), and meanwhile the centred row ran past both ends of the
 * bar, over the logo. So the count is taken again, and committed at once (flushSync):
 * - when anything in the header changes (a mutation observer: it runs right after the commit
 *   that changed it, before any other task or frame);
 * - when the bar or an item changes size without a change in the DOM (the window, the font):
 *   resize callbacks run after layout and before paint.
 * `itemKeys` (not just the count) re-arms the observers when other items replace the watched ones.
 */
function useFittingCount(itemKeys: string, count: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLLIElement>(null);
  const [fitting, setFitting] = useState(count);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const measure = () => {
      const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-nav-item]'));
      const widths = items.map((item) => item.getBoundingClientRect().width);
      const style = getComputedStyle(list);
      const available = list.clientWidth - parseFloat(style.paddingInlineStart || '0') - parseFloat(style.paddingInlineEnd || '0');
      const more = moreRef.current?.getBoundingClientRect().width ?? 0;
      // jsdom (and a list not laid out yet) measures nothing: show everything.
      return available > 0 ? visibleItemCount(widths, available, more, ITEM_GAP) : items.length;
    };
    // In a layout effect the update is committed before paint already.
    setFitting(measure());
    const refit = () => {
      const next = measure();
      flushSync(() => setFitting(next));
    };
    const mutations = new MutationObserver(refit);
    mutations.observe(list.closest('header') ?? list, { childList: true, subtree: true, characterData: true });
    // Every browser the brands support has it; jsdom has not, and shows everything.
    const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(refit);
    sizes?.observe(list);
    for (const item of Array.from(list.children)) sizes?.observe(item);
    return () => {
      mutations.disconnect();
      sizes?.disconnect();
    };
  }, [itemKeys]);

  return { listRef, moreRef, fitting: Math.min(fitting, count) };
}

/**
 * The header's category navigation (spec §2) with a drop menu of vendors per category,
 * opened by hovering the item or focusing it from the keyboard; Escape closes it. It keeps one
 * line: the items that do not fit are in "More" (issue 21 §5), and a long label is cut with an
 * ellipsis and its full text as the tooltip.
 */
export function HeaderNav({ items, hoverMenus = true, inline = false }: HeaderNavProps) {
  const { t } = useTranslation();
  const cockfight = useVendorLaunch('COCKFIGHT');
  const [open, setOpen] = useState<NavKey | null>(null);
  const { listRef, moreRef, fitting } = useFittingCount(items.map((item) => item.key).join(' '), items.length);
  // Escape returns focus to the item's link; that focus must not reopen the menu.
  const escaped = useRef(false);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || open === null) return;
    event.preventDefault();
    setOpen(null);
    escaped.current = true;
    event.currentTarget.querySelector<HTMLAnchorElement>('a')?.focus();
    escaped.current = false;
  };
  // Spec §2: a cockfight click launches the first vendor's game (real money, so it is guarded).
  const onItemClick = (item: NavItem, event: MouseEvent) => {
    setOpen(null);
    const vendor = item.key === 'cockfight' ? cockfightVendor(item.vendors) : undefined;
    if (!vendor) return;
    event.preventDefault();
    cockfight.launch(vendor);
  };
  const overflow = items.slice(fitting);

  return (
    <Nav
      aria-label={t('nav.main')}
      data-testid="header-nav"
      data-inline={inline ? 'true' : undefined}
    >
      <List ref={listRef} data-testid="header-nav-list">
        {items.map((item, index) => {
          const hidden = index >= fitting;
          const hasMenu = hoverMenus && item.vendors.length > 0 && !hidden;
          const menuId = `nav-menu-${item.key}`;
          const expanded = hasMenu && open === item.key;
          const label = t(`nav.${item.key}`);
          return (
            <Item
              key={item.key}
              data-nav-item=""
              data-overflow={hidden ? 'true' : undefined}
              aria-hidden={hidden ? true : undefined}
              onMouseEnter={hasMenu ? () => setOpen(item.key) : undefined}
              onMouseLeave={hasMenu ? () => setOpen(null) : undefined}
              onBlur={hasMenu ? onBlur : undefined}
              onKeyDown={hasMenu ? onKeyDown : undefined}
            >
              <TopLink
                to={item.to}
                end={item.to === '/'}
                title={label}
                tabIndex={hidden ? -1 : undefined}
                data-testid={hidden ? undefined : `nav-${item.key}`}
                aria-expanded={hasMenu ? expanded : undefined}
                aria-controls={hasMenu ? menuId : undefined}
                onFocus={hasMenu ? () => !escaped.current && setOpen(item.key) : undefined}
                onClick={(event) => onItemClick(item, event)}
              >
                <CategoryIcon navKey={item.key} />
                <Label>{label}</Label>
              </TopLink>
              {hasMenu ? (
                <DropMenu id={menuId} hidden={!expanded} data-testid={menuId} aria-label={t('nav.vendors_of', { name: label })}>
                  {item.vendors.map((vendor) => (
                    <li key={`${vendor.vassalage}-${vendor.gameType}`}>
                      <VendorLink to={vendorPath(vendor)} data-testid={`nav-vendor-${vendor.vassalage}`} onClick={() => setOpen(null)}>
                        <VendorEmblem vassalage={vendor.vassalage} size={24} />
                        <span>{vendor.displayName}</span>
                      </VendorLink>
                    </li>
                  ))}
                </DropMenu>
              ) : null}
            </Item>
          );
        })}
        <MoreItem ref={moreRef} data-hidden={overflow.length === 0 ? 'true' : undefined}>
          {overflow.length > 0 ? (
            <Suspense fallback={null}>
              <MoreMenu
                label={t('nav.more')}
                items={overflow.map((item) => ({ key: item.key, to: item.to, label: t(`nav.${item.key}`) }))}
                onSelect={(key, event) => {
                  const item = items.find((entry) => entry.key === key);
                  if (item) onItemClick(item, event);
                }}
              />
            </Suspense>
          ) : null}
        </MoreItem>
      </List>
      {cockfight.error ? (
        <Suspense fallback={null}>
          <LaunchError error={cockfight.error} onClose={cockfight.dismiss} />
        </Suspense>
      ) : null}
    </Nav>
  );
}

// Inline in a one-row header (data-inline), its colours and accent come from the brand's look CSS
// in index.html (tools/brand-tools look-css.ts): only a one-row brand pays for them, in no JS.
const Nav = styled.nav`
  background: var(--color-surface);
  color: var(--color-text);
  border-block-end: 1px solid var(--color-border);
`;

const List = styled.ul`
  position: relative;
  display: flex;
  flex-wrap: nowrap;
  justify-content: center;
  gap: 0 ${ITEM_GAP}px;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 var(--space-md);
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  flex: none;

  /* Still measured, never seen: it is in "More". */
  &[data-overflow='true'] {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    visibility: hidden;
    pointer-events: none;
  }
`;

/** A fixed width, so the room kept for "More" is known before its chunk loads, in any language. */
const MoreItem = styled.li`
  position: relative;
  flex: none;
  width: 6rem;

  &[data-hidden='true'] {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    visibility: hidden;
  }
`;

const TopLink = styled(NavLink)`
  ${navTab}
  text-decoration: none;

  &.active {
    border-block-end-color: var(--color-primary);
  }
`;

/** A long translation is cut with an ellipsis (the link's title holds it whole), never spilling over. */
const Label = styled.span`
  max-width: 11em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const DropMenu = styled.ul`
  ${dropPanel}
  inset-inline-start: 0;
`;

const VendorLink = styled(NavLink)`
  ${dropEntry}
`;
