import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { languageAtom, tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { AnnouncementsPage } from './announcements-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});
const agent = () => {
  const store = createStore();
  store.set(tokenAtom, 'token');
  store.set(languageAtom, 'PT');
  return store;
};
const item = (id: number, title: string, content: string) => ({
  id, type: 'B' as const, title, content, startDateStr: '2030-01-0' + id + ' 08:00:00', promotionType: null, execution: 'A' as const,
});

describe('the agent announcement page (spec §2, first item of the agent centre menu)', () => {
  it('lists the agent announcements in the chosen language, the newest open, its HTML sanitised again', async () => {
    const { client, calls } = fakeClient({
      agentAnnouncements: () => [item(2, 'Rates up', '<p>New <b>rates</b></p><img src=x onerror="alert(1)">'), item(1, 'Older', '<p>old</p>')],
    });
    renderWithApp(<AnnouncementsPage />, { client, i18n, store: agent() });
    const items = await screen.findAllByTestId('agent-announcement');
    expect(calls).toEqual([{ id: 'agentAnnouncements', request: { language: 'PT' } }]);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('open');
    expect(items[1]).not.toHaveAttribute('open');
    expect(items[0]).toHaveTextContent('2030-01-02 08:00:00');
    const body = items[0]!.querySelector('[data-testid="agent-announcement-body"]')!;
    expect(body.querySelector('b')).toHaveTextContent('rates');
    expect(body.innerHTML).not.toContain('onerror');
  });

  it('says so when there is none', async () => {
    const { client } = fakeClient({ agentAnnouncements: () => [] });
    renderWithApp(<AnnouncementsPage />, { client, i18n, store: agent() });
    expect(await screen.findByText('No announcements for agents at the moment')).toBeInTheDocument();
  });
});
