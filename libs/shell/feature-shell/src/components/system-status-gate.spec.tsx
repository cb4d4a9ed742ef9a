import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { SystemStatusGate } from './system-status-gate';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

function status(code: 0 | 1 | 2) {
  return {
    status: code,
    maintenance: code === 1,
    regionRestriction: code === 2,
    info: {
      domainRoute: { merchantCode: 'FORTUNA', brandId: 'default', domain: 'localhost' },
      resources: [{ labelNameEn: 'Live', url: 'https://support.example' }],
      whitelabelVal: {},
      register: {},
      mainDomain: 'localhost',
      analytics: { gtagId: '' },
      imageCDNs: [],
      launchGameCDNs: [],
    },
    location: { ip: '198.51.100.4' },
  };
}

function renderGate(code: 0 | 1 | 2) {
  const { client } = fakeClient({ systemStatus: () => status(code) });
  renderWithApp(
    <SystemStatusGate merchantCode="FORTUNA">
      <p>the app</p>
    </SystemStatusGate>,
    { client, i18n },
  );
}

describe('root rendering by system status (spec §2)', () => {
  it('renders the app for status 0', async () => {
    renderGate(0);
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it('renders the maintenance page with game_maintenance and info_maintenance for status 1', async () => {
    renderGate(1);
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.getByText(/The site is under maintenance/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeEnabled();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  it('renders the IP-blocked page with the visitor IP for status 2', async () => {
    renderGate(2);
    expect(await screen.findByTestId('ip-blocked-page')).toBeInTheDocument();
    expect(screen.getByTestId('visitor-ip')).toHaveTextContent('198.51.100.4');
    expect(screen.getAllByText('Access restricted').length).toBeGreaterThan(0);
  });
});
