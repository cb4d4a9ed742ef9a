import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { merchantCodeAtom } from '@platform/backoffice/data-access';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { parseIpList } from './ip-list';
import { SystemScreen } from './system-screen';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createBackofficeI18n('EN');
});
const store = () => {
  const s = createStore();
  s.set(merchantCodeAtom, 'FORTUNA');
  return s;
};

describe('system switches (issue 22 §3: maintenance and IP blocks)', () => {
  it('reads the switches, and saves maintenance with the cleaned IP list', async () => {
    const { client, calls } = fakeClient({
      backofficeMe: () => ({ staff: { id: 1, name: 'boss', grants: [], permissions: { FORTUNA: ['system.manage'] }, disabled: false, createdAt: '', lastLoginAt: null }, idleMinutes: 15 }),
      backofficeSystem: () => ({ merchantCode: 'FORTUNA', maintenance: false, blockedIps: ['10.0.0.1'] }),
      backofficeUpdateSystem: (request) => ({ merchantCode: 'FORTUNA', ...(request as object) }),
      backofficeWhitelabel: () => ({ merchantCode: 'FORTUNA', flags: [{ flag: 'DIRECTREG3', compiled: true, on: true }] }),
      backofficeSystemSettings: () => ({
        merchantCode: 'FORTUNA',
        feedback: { minWords: 10, maxWords: 500 },
        points: { turnoverPerPoint: 100, pointValue: 1, minConvertPoints: 100 },
        currency: 'BRL',
      }),
    });
    renderWithApp(<SystemScreen />, { client, i18n, store: store() });
    // The white-label switches, feedback bounds and points rule share the screen with maintenance.
    expect(await screen.findByTestId('whitelabel-DIRECTREG3')).toBeInTheDocument();
    expect(await screen.findByTestId('system-minWords')).toHaveValue('10');
    const ips = await screen.findByTestId('system-ips');
    expect(ips).toHaveValue('10.0.0.1');
    fireEvent.click(screen.getByLabelText('Maintenance mode'));
    fireEvent.change(ips, { target: { value: '10.0.0.1\n\n2001:db8::1, 10.0.0.1' } });
    fireEvent.click(screen.getByTestId('system-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.id === 'backofficeUpdateSystem')?.request).toEqual({ merchantCode: 'FORTUNA', maintenance: true, blockedIps: ['10.0.0.1', '2001:db8::1'] }),
    );
    expect(await screen.findByTestId('system-saved')).toHaveTextContent('Saved.');
  });

  it("shows the gateway's refusal to a role without system.manage", async () => {
    const { client } = fakeClient({
      backofficeSystem: () => {
        throw new ApiError('FORBIDDEN', '', 403);
      },
    });
    renderWithApp(<SystemScreen />, { client, i18n, store: store() });
    expect(await screen.findByText('Your role does not allow this for this merchant.')).toBeInTheDocument();
    expect(parseIpList(' ,\n')).toEqual([]);
  });
});
