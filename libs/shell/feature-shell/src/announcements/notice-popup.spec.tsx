import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { announcement } from '../testing/fixtures';
import { renderShell } from '../testing/render-shell';
import { noticeIndexAtom, noticeModalOpenAtom } from '../stores/shell-popups';
import { NoticePopup } from './notice-popup';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const notices = [1, 2, 3].map((id) => announcement(id, { type: 'H', startDateStr: `2026-02-0${id}T08:09:10` }));

async function renderNotices(index: number) {
  const store = createStore();
  store.set(noticeModalOpenAtom, true);
  store.set(noticeIndexAtom, index);
  renderShell(<NoticePopup />, { i18n, store, handlers: { announcements: () => notices } });
  const modal = await screen.findByTestId('noticeModal');
  await within(modal).findAllByTestId('notice-item');
  return { store, modal };
}

describe('notice list (spec §2 noticeModal)', () => {
  it('asks for the home notices (type H)', async () => {
    const { modal } = await renderNotices(0);
    expect(within(modal).getAllByTestId('notice-item')).toHaveLength(3);
  });

  it('opens the item the notice index points at, with its formatted start date and content', async () => {
    const { modal } = await renderNotices(1);
    const toggles = within(modal).getAllByTestId('notice-toggle');
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false']);
    expect(toggles[1]).toHaveTextContent('2026-02-02 08:09:10');
    expect(within(modal).getByTestId('notice-content')).toHaveTextContent('Content of announcement 2');
  });

  it('collapses the open item when it is clicked', async () => {
    const { modal, store } = await renderNotices(1);
    const toggles = within(modal).getAllByTestId('notice-toggle');
    fireEvent.click(toggles[1] as HTMLElement);
    expect(store.get(noticeIndexAtom)).toBeNull();
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
  });

  it('follows the clicked item when another is clicked', async () => {
    const { modal, store } = await renderNotices(0);
    fireEvent.click(within(modal).getAllByTestId('notice-toggle')[2] as HTMLElement);
    expect(store.get(noticeIndexAtom)).toBe(2);
  });
});
