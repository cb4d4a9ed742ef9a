import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { createBackofficeI18n } from '@platform/backoffice/i18n';
import { SignInPage } from './sign-in-page';

let en: I18n;
let pt: I18n;
beforeAll(async () => {
  en = await createBackofficeI18n('EN');
  pt = await createBackofficeI18n('PT');
});

const staff = { id: 1, name: 'fin', grants: [], permissions: {}, disabled: false, createdAt: '2030-01-01T00:00:00Z', lastLoginAt: null };

async function passwordStep(name = 'Fin', password = 'Finance-pass-01') {
  fireEvent.change(screen.getByLabelText('Staff name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('staff sign-in (issue 22 §1: password, then TOTP)', () => {
  it('asks for the code only after the password, and sends the name lower-cased', async () => {
    const { client, calls } = fakeClient({ backofficePassword: () => ({ totpRequired: true }), backofficeTotp: () => staff });
    renderWithApp(<SignInPage />, { client, i18n: en });
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await passwordStep();
    const code = await screen.findByLabelText('Authentication code');
    expect(calls[0]).toEqual({ id: 'backofficePassword', request: { name: 'fin', password: 'Finance-pass-01' } });
    // Only digits reach the field, and the button waits for six of them.
    fireEvent.change(code, { target: { value: '12a34' } });
    expect(code).toHaveValue('1234');
    expect(screen.getByRole('button', { name: 'Verify and sign in' })).toBeDisabled();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(calls.map((call) => call.id)).toEqual(['backofficePassword', 'backofficeTotp']));
    expect(calls[1]!.request).toEqual({ code: '123456' });
  });

  it('says a wrong password or code clearly, and the guess cap too', async () => {
    let passwordAnswer: () => unknown = () => {
      throw new ApiError('LOGIN_FAILED', '', 401);
    };
    const { client } = fakeClient({
      backofficePassword: () => passwordAnswer(),
      backofficeTotp: () => {
        throw new ApiError('TOO_MANY_ATTEMPTS', '', 429);
      },
    });
    renderWithApp(<SignInPage />, { client, i18n: en });
    await passwordStep();
    expect(await screen.findByText('Wrong name, password or code.')).toBeInTheDocument();
    passwordAnswer = () => ({ totpRequired: true });
    await passwordStep();
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Too many attempts. Wait a while before trying again.')).toBeInTheDocument();
  });

  it('speaks Portuguese from its own catalogue', async () => {
    const { client } = fakeClient({
      backofficePassword: () => {
        throw new ApiError('LOGIN_FAILED', '', 401);
      },
    });
    renderWithApp(<SignInPage />, { client, i18n: pt });
    fireEvent.change(screen.getByLabelText('Nome de utilizador'), { target: { value: 'fin' } });
    fireEvent.change(screen.getByLabelText('Palavra-passe'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Nome, palavra-passe ou código errados.')).toBeInTheDocument();
  });
});
