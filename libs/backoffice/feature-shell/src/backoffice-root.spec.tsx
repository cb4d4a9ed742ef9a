import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { BackofficeRoot } from './backoffice-root';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createBackofficeI18n('EN');
});

const staff = (permissions: Record<string, string[]>) => ({
  staff: { id: 1, name: 'cont', grants: [], permissions, disabled: false, createdAt: '', lastLoginAt: null },
  idleMinutes: 15,
});

describe('back-office shell (issue 22: sign-in first, navigation by permission)', () => {
  it('shows the sign-in page without a session, and after only the password step', async () => {
    for (const code of ['NOT_LOGGED_IN', 'EXTRA_VERIFICATION_REQUIRED']) {
      const { client } = fakeClient({
        backofficeMe: () => {
          throw new ApiError(code, '', 401);
        },
      });
      const view = renderWithApp(<BackofficeRoot />, { client, i18n });
      expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it("lists only the sections the role allows in the chosen merchant, and the merchants of the staff member's grants", async () => {
    const { client } = fakeClient({
      backofficeMe: () => staff({ FORTUNA: ['content.read', 'content.publish'], LUCKY: ['cashier.read'] }),
      backofficeAnnouncements: () => ({ rows: [], total: 0, page: 1, pageSize: 25 }),
      backofficeContentPreview: () => ({ html: '' }),
    });
    renderWithApp(<BackofficeRoot />, { client, i18n });
    const nav = await screen.findByRole('navigation', { name: 'Back-office sections' });
    // The sections follow the session's permissions, which may arrive after the (empty) nav: wait for them.
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Content']);
    expect(within(screen.getByLabelText('Merchant')).getAllByRole('option').map((option) => option.textContent)).toEqual(['FORTUNA', 'LUCKY']);
    expect(screen.getByTestId('bo-staff-name')).toHaveTextContent('Signed in as cont');
  });
});
