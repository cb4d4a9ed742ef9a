import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { merchantCodeAtom } from '@platform/backoffice/data-access';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { draftProblems, emptyDraft } from './announcement-form';
import { ContentScreen } from './content-screen';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createBackofficeI18n('EN');
});

const store = () => {
  const s = createStore();
  s.set(merchantCodeAtom, 'FORTUNA');
  return s;
};
const me = (permissions: string[]) => () => ({
  staff: { id: 1, name: 'cont', grants: [], permissions: { FORTUNA: permissions }, disabled: false, createdAt: '', lastLoginAt: null },
  idleMinutes: 15,
});

describe('content (issue 22 §3: execution type, schedule, sanitised preview, publish)', () => {
  it("previews the gateway's sanitised HTML, not the raw text typed", async () => {
    const { client, calls } = fakeClient({
      backofficeMe: me(['content.read', 'content.publish']),
      backofficeAnnouncements: () => ({ rows: [], total: 0, page: 1, pageSize: 25 }),
      // The gateway answers what players would receive: the handler is gone.
      backofficeContentPreview: () => ({ html: '<p>Hello</p><img src="x">' }),
    });
    renderWithApp(<ContentScreen />, { client, i18n, store: store() });
    fireEvent.change(screen.getByTestId('content-body'), { target: { value: '<p>Hello</p><img src="x" onerror="alert(1)">' } });
    await waitFor(() => expect(screen.getByTestId('content-preview').innerHTML).toContain('<p>Hello</p>'));
    expect(screen.getByTestId('content-preview').querySelector('[onerror]')).toBeNull();
    expect(calls.find((call) => call.id === 'backofficeContentPreview')?.request).toMatchObject({ merchantCode: 'FORTUNA' });
  });

  it('publishes with the chosen type, execution and an ISO start, and refuses an end before the start', async () => {
    const { client, calls } = fakeClient({
      backofficeMe: me(['content.read', 'content.publish']),
      backofficeAnnouncements: () => ({ rows: [], total: 0, page: 1, pageSize: 25 }),
      backofficeContentPreview: () => ({ html: '' }),
      backofficePublishAnnouncement: (request) => ({ id: 9, endDate: null, ...(request as object) }),
    });
    renderWithApp(<ContentScreen />, { client, i18n, store: store() });
    await waitFor(() => expect(screen.getByTestId('content-publish')).toBeEnabled());
    fireEvent.change(screen.getByTestId('content-type'), { target: { value: 'PU' } });
    fireEvent.change(screen.getByTestId('content-execution'), { target: { value: 'F' } });
    fireEvent.click(screen.getByTestId('content-publish'));
    expect(await screen.findByText('A title is required.')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('content-title'), { target: { value: 'Welcome' } });
    fireEvent.click(screen.getByTestId('content-publish'));
    expect(await screen.findByTestId('content-published')).toHaveTextContent('Welcome');
    const sent = calls.find((call) => call.id === 'backofficePublishAnnouncement')!.request as Record<string, unknown>;
    expect(sent).toMatchObject({ merchantCode: 'FORTUNA', type: 'PU', execution: 'F', title: 'Welcome', endDate: null });
    expect(sent.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(draftProblems({ ...emptyDraft(new Date('2030-01-02T10:00:00')), title: 'x', end: '2030-01-01T10:00' })).toEqual(['endBeforeStart']);
  });

  it('a role that can only read content cannot press publish', async () => {
    const { client } = fakeClient({
      backofficeMe: me(['content.read']),
      backofficeAnnouncements: () => ({ rows: [], total: 0, page: 1, pageSize: 25 }),
      backofficeContentPreview: () => ({ html: '' }),
    });
    renderWithApp(<ContentScreen />, { client, i18n, store: store() });
    expect(await screen.findByText('Your role can read content but not publish it.')).toBeInTheDocument();
    expect(screen.getByTestId('content-publish')).toBeDisabled();
  });
});
