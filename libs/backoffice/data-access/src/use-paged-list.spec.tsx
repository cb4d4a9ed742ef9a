import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { backofficeAuditCall, type AuditRow } from '@platform/shared/api-contract';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { usePagedList } from './use-paged-list';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createBackofficeI18n('EN');
});

const row = (id: number) => ({ id, at: '2030-01-01T10:00:00Z', staffId: 2, staffName: 'risk', merchantCode: 'FORTUNA', action: 'a', target: null, before: null, after: null, hash: 'ab' }) as AuditRow;

function Probe({ filter }: { filter: { merchantCode: string; action?: string } | null }) {
  const list = usePagedList(backofficeAuditCall, filter, { page: 2, pageSize: 25 }, { filename: 'x.csv' });
  return (
    <div>
      <span data-testid="rows">{list.rows.map((r) => r.id).join(',')}</span>
      <span data-testid="summary">{list.labels.footer.summary}</span>
      <span data-testid="state">{list.loading ? 'loading' : 'done'}</span>
      <span data-testid="error">{list.error ?? ''}</span>
      <span data-testid="export-error">{list.exportCsv?.error ?? ''}</span>
      <span data-testid="export-notice">{list.exportCsv?.notice ?? ''}</span>
      <span data-testid="sizes">{list.pageSizes.join(',')}</span>
      <button type="button" onClick={list.exportCsv?.run}>export</button>
    </div>
  );
}

describe('usePagedList (the data half of every back-office paged table)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the filter at the page and size on screen and gives the rows with the footer text', async () => {
    const { client, calls } = fakeClient({ backofficeAudit: () => ({ rows: [row(26), row(27)], total: 60, page: 2, pageSize: 25 }) });
    renderWithApp(<Probe filter={{ merchantCode: 'FORTUNA', action: 'players.lock' }} />, { client, i18n });
    await waitFor(() => expect(screen.getByTestId('rows')).toHaveTextContent('26,27'));
    expect(calls[0]).toEqual({ id: 'backofficeAudit', request: { merchantCode: 'FORTUNA', action: 'players.lock', page: 2, pageSize: 25 } });
    expect(screen.getByTestId('summary')).toHaveTextContent('26–50 of 60');
    expect(screen.getByTestId('sizes')).toHaveTextContent('25,50,100,200');
  });

  it('asks nothing without a filter (no merchant yet)', () => {
    const { client, calls } = fakeClient({ backofficeAudit: () => ({ rows: [], total: 0, page: 1, pageSize: 25 }) });
    renderWithApp(<Probe filter={null} />, { client, i18n });
    expect(calls).toHaveLength(0);
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
  });

  it("translates the list's failure", async () => {
    const { client } = fakeClient({
      backofficeAudit: () => {
        throw new ApiError('FORBIDDEN', '', 403);
      },
    });
    renderWithApp(<Probe filter={{ merchantCode: 'FORTUNA' }} />, { client, i18n });
    expect(await screen.findByText('Your role does not allow this for this merchant.')).toHaveAttribute('data-testid', 'error');
  });

  it("asks the gateway for the export of the same filter (no paging) and translates its refusal", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: false, code: 'FORBIDDEN', message: 'no' }), { status: 403, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { client } = fakeClient({ backofficeAudit: () => ({ rows: [row(1)], total: 1, page: 2, pageSize: 25 }) });
    renderWithApp(<Probe filter={{ merchantCode: 'FORTUNA', action: 'players.lock' }} />, { client, i18n });
    fireEvent.click(screen.getByRole('button', { name: 'export' }));
    await waitFor(() => expect(screen.getByTestId('export-error')).toHaveTextContent('Your role does not allow this for this merchant.'));
    expect(fetchMock).toHaveBeenCalledWith('/api/backoffice/export/audit?merchantCode=FORTUNA&action=players.lock&lang=EN', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('asks for the headers in the language on screen', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: false, code: 'FORBIDDEN', message: 'no' }), { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    const portuguese = await createBackofficeI18n('PT');
    const { client } = fakeClient({ backofficeAudit: () => ({ rows: [row(1)], total: 1, page: 2, pageSize: 25 }) });
    renderWithApp(<Probe filter={{ merchantCode: 'FORTUNA' }} />, { client, i18n: portuguese });
    fireEvent.click(screen.getByRole('button', { name: 'export' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/backoffice/export/audit?merchantCode=FORTUNA&lang=PT', expect.anything()));
  });

  it('saves the file and says when the row limit cut it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('\uFEFFid\r\n1\r\n', { status: 200, headers: { 'x-export-rows': '100000', 'x-export-total': '123456', 'x-export-capped': 'true' } })),
    );
    const created = vi.fn(() => 'blob:story');
    // jsdom has no object URLs; the browser's download is a link to one.
    Object.defineProperty(URL, 'createObjectURL', { value: created, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const { client } = fakeClient({ backofficeAudit: () => ({ rows: [row(1)], total: 1, page: 2, pageSize: 25 }) });
    renderWithApp(<Probe filter={{ merchantCode: 'FORTUNA' }} />, { client, i18n });
    fireEvent.click(screen.getByRole('button', { name: 'export' }));
    await waitFor(() => expect(screen.getByTestId('export-notice')).toHaveTextContent('The file holds the first 100000 of 123456 rows'));
    expect(created).toHaveBeenCalledTimes(1);
  });
});
