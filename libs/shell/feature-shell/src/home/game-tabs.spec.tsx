import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { renderShell } from '../testing/render-shell';
import { GameTabs } from './game-tabs';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

describe('home game tabs (spec §2)', () => {
  it('shows at most 13 items in a tab', () => {
    const games = Array.from({ length: 30 }, (_, i) => ({ id: i }));
    renderShell(
      <GameTabs
        label="Games"
        tabs={[{ id: 'hot', label: 'Hot', items: games, emptyMessage: 'none' }]}
        itemKey={(game) => game.id}
        renderItem={(game) => <span data-testid="game">{game.id}</span>}
      />,
      { i18n },
    );
    expect(screen.getAllByTestId('game')).toHaveLength(13);
  });
});
