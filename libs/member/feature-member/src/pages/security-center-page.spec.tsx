import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { profileOf, signedInStore } from '../testing/fixtures';
import { SecurityCenterPage } from './security-center-page';
import { ReferralPage } from './referral-page';

// jsdom has no canvas for the QR encoder; the QrCode itself is tested in the ui-kit.
vi.mock('qrcode', () => ({ default: { toCanvas: async () => undefined, toDataURL: async () => 'data:image/png;base64,' } }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

describe('securityCenter, my account (spec §2)', () => {
  it('shows the account and masked e-mail, and saves the nickname and contacts', async () => {
    const { client, calls } = fakeClient({
      memberProfile: () => profileOf(),
      updateProfile: (request) => profileOf({ nickname: (request as { nickname: string }).nickname }),
    });
    renderWithApp(<SecurityCenterPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('security-account')).toHaveTextContent('Account: alice01');
    expect(screen.getByTestId('current-channels')).toHaveTextContent('E-mail: a***@example.com');
    expect(screen.getByTestId('current-channels')).toHaveTextContent('Mobile number: not set');
    expect(screen.getByTestId('profile-telegram')).toHaveValue('@alice');
    fireEvent.change(screen.getByTestId('profile-nickname'), { target: { value: ' Ace ' } });
    fireEvent.change(screen.getByTestId('profile-zalo'), { target: { value: '0901' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByTestId('profile-saved')).toHaveTextContent('Saved');
    expect(calls.find((c) => c.id === 'updateProfile')?.request).toMatchObject({
      nickname: 'Ace',
      contacts: { telegram: '@alice', zalo: '0901' },
    });
  });

  it('asks for the login password before changing the e-mail, and sends nothing without it', async () => {
    const { client, calls } = fakeClient({ memberProfile: () => profileOf() });
    renderWithApp(<SecurityCenterPage />, { client, i18n, store: signedInStore() });
    fireEvent.change(await screen.findByTestId('channel-email'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByTestId('channels-submit'));
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'updateProfile')).toBe(false);
  });

  it('verifies the e-mail with a sent code: a wrong code shows its message, the right one shows the Verified badge', async () => {
    let verified = false;
    const { client, calls } = fakeClient({
      memberProfile: () => profileOf({ emailVerified: verified }),
      sendContactCode: () => ({ expiredMinutes: 5 }),
      verifyContact: (request) => {
        if ((request as { code: string }).code !== '246810') throw new ApiError('VERIFICATION_CODE_INVALID', 'Enter a valid verification code', 400);
        verified = true;
        return profileOf({ emailVerified: true });
      },
    });
    renderWithApp(<SecurityCenterPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('email-verification')).toHaveTextContent('Not verified');
    // No mobile is set, so there is nothing to verify there.
    expect(screen.queryByTestId('verify-mobile')).toBeNull();
    fireEvent.click(screen.getByTestId('verify-email-send'));
    expect(await screen.findByTestId('verify-email-sent')).toHaveTextContent('Code sent. It expires in 5 minutes.');
    expect(calls.find((c) => c.id === 'sendContactCode')?.request).toEqual({ channel: 'email' });
    fireEvent.change(screen.getByLabelText('Code sent to your e-mail'), { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('verify-email-submit'));
    expect(await screen.findByTestId('verify-email-error')).toHaveTextContent('Verification code is not valid');
    fireEvent.change(screen.getByTestId('verify-email-code'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('verify-email-submit'));
    await waitFor(() => expect(screen.getByTestId('email-verification')).toHaveTextContent('Verified'));
    expect(screen.getByTestId('email-verification')).not.toHaveTextContent('Not verified');
    expect(screen.queryByTestId('verify-email')).toBeNull();
  });

  it('enrols an authenticator: the secret is shown, and a 6-digit code turns it on', async () => {
    const { client, calls } = fakeClient({
      memberProfile: () => profileOf(),
      totpEnrol: () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/X:alice01?secret=JBSWY3DPEHPK3PXP' }),
      totpConfirm: () => ({ enabled: true }),
    });
    renderWithApp(<SecurityCenterPage />, { client, i18n, store: signedInStore() });
    fireEvent.click(await screen.findByTestId('totp-start'));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByTestId('totp-code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('totp-confirm'));
    expect(await screen.findByText('Please enter a valid verification code')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('totp-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('totp-confirm'));
    await waitFor(() => expect(screen.getByTestId('totp-status')).toHaveTextContent(/^On/));
    expect(calls.find((c) => c.id === 'totpConfirm')?.request).toEqual({ code: '123456' });
  });
});

describe('referral, invite friends (spec §2, §3 referralCode)', () => {
  it('gives the register link with the referral code and the number of friends who used it', async () => {
    const { client } = fakeClient({ referral: () => ({ referralCode: 'AB12CD34', invited: 2 }) });
    renderWithApp(<ReferralPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('referral-link')).toHaveValue(`${window.location.origin}/register?referralCode=AB12CD34`);
    expect(screen.getByTestId('referral-invited')).toHaveTextContent('2 friends registered with your link');
  });
});

describe('personalHistoryCopy, the betting record (spec §2)', () => {
  it('lists in-house rounds, then lottery bets with their status and payout', async () => {
    const { BettingRecordPage } = await import('./betting-record-page');
    const { client, calls } = fakeClient({
      roundHistory: () => ({
        content: [{ roundId: 'r1', gameCode: 'PGE_DICE', bet: 1_00, win: 2_00, outcome: [3, 5], balance: 10_00, realm: 'real', createdAt: '2026-11-20 10:00:00' }],
        pageNum: 1,
        pageSize: 20,
        totalPages: 1,
        totalElements: 1,
      }),
      myLotteryBets: () => ({
        pageNo: 1,
        pageSize: 20,
        total: 1,
        totalPages: 1,
        rows: [{ betId: 'b1', gameCode: 'DICE', periodId: 'P1', betType: 'BIG', selection: '', stake: 5_00, odds: 1950, status: 'won', payout: 9_75, realm: 'real', createdAt: '2026-11-20 10:01:00', settledAt: null }],
      }),
    });
    renderWithApp(<BettingRecordPage />, { client, i18n, store: signedInStore() });
    const round = await screen.findByTestId('round-row');
    expect(round).toHaveTextContent('2026-11-20 10:00:00');
    expect(round).toHaveTextContent('Dice');
    expect(round).toHaveTextContent('3 5');
    expect(round).toHaveTextContent('2.00');
    expect(calls[0]?.request).toEqual({ pageNo: 1, pageSize: 20 });
    fireEvent.click(screen.getByRole('tab', { name: 'Lottery' }));
    const bet = await screen.findByTestId('lottery-bet-row');
    expect(bet).toHaveTextContent('Won');
    expect(bet).toHaveTextContent('9.75');
  });
});

describe('transferUpline (spec §2)', () => {
  it('sends cents with an idempotency key, names the upline, and translates NO_UPLINE', async () => {
    const { TransferUplinePage, toMinor } = await import('./transfer-upline-page');
    expect(toMinor('10.5')).toBe(1050);
    expect(toMinor('1.234')).toBeNull();
    let answer: () => unknown = () => ({ transferId: 1, to: 'agent01', amount: 1050, balance: 0 });
    const { client, calls } = fakeClient({ transferUpline: () => answer() });
    renderWithApp(<TransferUplinePage />, { client, i18n, store: signedInStore() });
    fireEvent.change(screen.getByTestId('upline-amount'), { target: { value: '10.5' } });
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect(await screen.findByTestId('upline-done')).toHaveTextContent('Sent 10.50 to agent01');
    expect(calls[0]?.request).toMatchObject({ amount: 1050, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    answer = () => {
      throw new ApiError('NO_UPLINE', 'none', 400);
    };
    fireEvent.change(screen.getByTestId('upline-amount'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect(await screen.findByTestId('upline-error')).toHaveTextContent('Your account has no upline');
  });
});
