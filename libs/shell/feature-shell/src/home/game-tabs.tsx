import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, Skeleton, Tabs } from '@platform/shared/ui-kit';
import { capGameTab, type HomeGameTab } from '../utils/game-tabs';

export interface GameTab<T> {
  id: HomeGameTab;
  /** Translated tab name. */
  label: string;
  items: readonly T[];
  /** Translated text when the tab has nothing to show. */
  emptyMessage: string;
  /** The tab's items are still loading. */
  pending?: boolean;
}

export interface GameTabsProps<T> {
  /** Accessible name of the tab list; translated. */
  label: string;
  tabs: readonly GameTab<T>[];
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}

/**
 * A tab's 13 tiles fill more than a phone's screen, so its placeholder holds a screen's height:
 * a shorter one would let the sections below show, then push them out of view as the tiles arrive.
 */
export const GAMES_PLACEHOLDER_HEIGHT = '100vh';

/** The home page's hot, favourite and recommended game tabs, each capped at 13 items (spec §2). */
export function GameTabs<T>({ label, tabs, renderItem, itemKey }: GameTabsProps<T>) {
  const [current, setCurrent] = useState<string>(tabs[0]?.id ?? 'hot');
  const tab = tabs.find((item) => item.id === current) ?? tabs[0];
  if (!tab) return null;
  const items = capGameTab(tab.items);
  return (
    <div>
      <Tabs label={label} items={tabs.map(({ id, label: name }) => ({ id, label: name }))} value={tab.id} onChange={setCurrent} />
      <div role="tabpanel" aria-labelledby={`tab-${tab.id}`} data-testid={`game-tab-panel-${tab.id}`}>
        {tab.pending ? (
          <Skeleton shape="rect" height={GAMES_PLACEHOLDER_HEIGHT} />
        ) : items.length === 0 ? (
          <EmptyState message={tab.emptyMessage} />
        ) : (
          <Grid>
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </Grid>
        )}
      </div>
    </div>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;
