import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { WhitelabelCard } from './whitelabel-card';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createBackofficeI18n('EN');
});

const state = (off: string[] = []) => ({
  merchantCode: 'FORTUNA',
  flags: [
    { flag: 'DIRECTREG3', compiled: true, on: !off.includes('DIRECTREG3') },
    { flag: 'REGMOBVERF3', compiled: false, on: false },
  ],
});

describe('white-label switches (issue 22 §3)', () => {
  it('offers a switch only for compiled-in features, asks before switching off, and shows the new state', async () => {
    const { client, calls } = fakeClient({
      backofficeWhitelabel: () => state(),
      backofficeSwitchWhitelabel: (request) => state((request as { on: boolean }).on ? [] : ['DIRECTREG3']),
    });
    renderWithApp(<WhitelabelCard merchantCode="FORTUNA" />, { client, i18n });
    const direct = await screen.findByTestId('whitelabel-DIRECTREG3');
    expect(within(direct).getByText('Free play: one-click trial accounts.')).toBeInTheDocument();
    expect(within(screen.getByTestId('whitelabel-REGMOBVERF3')).getByText('Not built in')).toBeInTheDocument();
    expect(screen.queryByTestId('whitelabel-REGMOBVERF3-toggle')).toBeNull();

    fireEvent.click(screen.getByTestId('whitelabel-DIRECTREG3-toggle'));
    expect(calls.some((call) => call.id === 'backofficeSwitchWhitelabel')).toBe(false);
    fireEvent.click(await screen.findByTestId('whitelabel-off-confirm'));
    await waitFor(() => expect(screen.getByTestId('whitelabel-DIRECTREG3-state')).toHaveTextContent('Off'));
    expect(calls.find((call) => call.id === 'backofficeSwitchWhitelabel')?.request).toEqual({ merchantCode: 'FORTUNA', flag: 'DIRECTREG3', on: false });

    // Back on needs no confirmation: it gives players back what the brand was built with.
    fireEvent.click(screen.getByTestId('whitelabel-DIRECTREG3-toggle'));
    await waitFor(() => expect(screen.getByTestId('whitelabel-DIRECTREG3-state')).toHaveTextContent('On'));
    expect(calls.filter((call) => call.id === 'backofficeSwitchWhitelabel').at(-1)?.request).toEqual({ merchantCode: 'FORTUNA', flag: 'DIRECTREG3', on: true });
  });

  it("shows the gateway's refusal in words", async () => {
    const { client } = fakeClient({
      backofficeWhitelabel: () => state(['DIRECTREG3']),
      backofficeSwitchWhitelabel: () => {
        throw new ApiError('FEATURE_NOT_COMPILED', '', 409);
      },
    });
    renderWithApp(<WhitelabelCard merchantCode="FORTUNA" />, { client, i18n });
    fireEvent.click(await screen.findByTestId('whitelabel-DIRECTREG3-toggle'));
    expect(await screen.findByText('This brand was built without this feature, so it cannot be switched here.')).toBeInTheDocument();
  });
});
