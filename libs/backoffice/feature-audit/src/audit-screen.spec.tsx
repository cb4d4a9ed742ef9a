import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { merchantCodeAtom } from '@platform/backoffice/data-access';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { AuditScreen } from './audit-screen';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createBackofficeI18n('PT');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});

const store = () => {
  const s = createStore();
  s.set(merchantCodeAtom, 'FORTUNA');
  return s;
};

describe('audit log (issue 22 §2: browse, filter, verify)', () => {
  it('filters on the server, shows before and after, and reports a broken chain with the first bad row', async () => {
    const { client, calls } = fakeClient({
      backofficeAudit: () => ({
        rows: [{ id: 3, at: '2030-01-01T10:00:00Z', staffId: 2, staffName: 'risk', merchantCode: 'FORTUNA', action: 'players.lock', target: 'player:7', before: { status: 'active' }, after: { status: 'disabled' }, hash: 'ab'.repeat(32) }],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
      backofficeAuditVerify: () => ({ ok: false, rows: 3, firstBrokenId: 2 }),
    });
    renderWithApp(<AuditScreen />, { client, i18n, store: store() });
    expect(await screen.findByText('{"status":"disabled"}')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Ação'), { target: { value: 'players.lock' } });
    await waitFor(() => expect(calls.at(-1)?.request).toMatchObject({ merchantCode: 'FORTUNA', action: 'players.lock', page: 1 }));
    fireEvent.click(screen.getByTestId('audit-verify'));
    expect(await screen.findByTestId('audit-verify-result')).toHaveTextContent('A cadeia está quebrada na linha 2');
  });
});
