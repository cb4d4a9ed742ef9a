import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ACTIVITY_STATUSES } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { signedInStore } from '../testing/fixtures';
import { remarkOk } from './activity-application-form';
import { RewardCenterPage } from './reward-center-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const activity = (overrides: object = {}) => ({
  promotionId: 7,
  title: 'Deposit bonus',
  content: '<p>Deposit 100, get 10</p>',
  imageUrl: null,
  startDateStr: '2030-01-01T00:00:00.000Z',
  closesAt: null,
  status: 'join',
  signUp: false,
  kind: 'application',
  application: null,
  ...overrides,
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('rewardCenter (spec §2, §4 activity statuses, §5 activity application)', () => {
  it('names every activity status of the spec', () => {
    expect(ACTIVITY_STATUSES.map((status) => i18n.t(`member.activity_status.${status}`))).toEqual([
      'Join', 'Claim', 'Applying', 'Closed', 'Rejected', 'Issued', 'Claimed', 'In process', 'Joined', 'Coming soon',
    ]);
  });

  it('holds the remark to 140 characters', () => {
    expect(remarkOk('x'.repeat(140))).toBe(true);
    expect(remarkOk('x'.repeat(141))).toBe(false);
  });

  it('applies with a remark and 2 images uploaded with progress, then shows applying', async () => {
    let status = 'join';
    const { client, calls } = fakeClient({
      rewardCenter: () => ({ availablePromoCount: status === 'join' ? 1 : 0, rows: [activity({ status })] }),
      walletUpload: (request) => ({ uploadId: crypto.randomUUID(), contentType: (request as { contentType: string }).contentType, size: 11 }),
      applyActivity: () => {
        status = 'applying';
        return { applicationId: 1, status: 'applying', replayed: false };
      },
    });
    renderWithApp(<RewardCenterPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('rewards-available')).toHaveTextContent('1 reward waiting for you');
    fireEvent.click(screen.getByRole('button', { name: 'Apply for Deposit bonus' }));
    const remark = screen.getByTestId('activity-remark');
    fireEvent.change(remark, { target: { value: 'y'.repeat(150) } });
    expect(remark).toHaveValue('y'.repeat(140));
    expect(screen.getByTestId('activity-remark-count')).toHaveTextContent('140/140 characters');
    fireEvent.change(remark, { target: { value: 'My deposit' } });
    const files = [new File([PNG], 'a.png', { type: 'image/png' }), new File([PNG], 'b.png', { type: 'image/png' })];
    fireEvent.change(screen.getByTestId('activity-images-input'), { target: { files } });
    await waitFor(() => expect(screen.getAllByTestId('activity-images-item')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('activity-submit'));
    await waitFor(() => expect(screen.getByTestId('activity-status')).toHaveTextContent('Applying'));
    const sent = calls.find((c) => c.id === 'applyActivity')?.request as { remark: string; uploadIds: string[] };
    expect(sent.remark).toBe('My deposit');
    expect(sent.uploadIds).toHaveLength(2);
  });

  it('refuses a fourth image and an svg posing as png before uploading', async () => {
    const upload = vi.fn(() => ({ uploadId: crypto.randomUUID(), contentType: 'image/png', size: 11 }));
    const { client } = fakeClient({ rewardCenter: () => ({ availablePromoCount: 1, rows: [activity()] }), walletUpload: upload });
    renderWithApp(<RewardCenterPage />, { client, i18n, store: signedInStore() });
    fireEvent.click(await screen.findByTestId('activity-apply'));
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('activity-images-input'), { target: { files: [svg] } });
    expect(await screen.findByTestId('activity-images-error')).toHaveTextContent('Only png or jpg images are accepted');
    const four = [1, 2, 3, 4].map((n) => new File([PNG], `${n}.png`, { type: 'image/png' }));
    fireEvent.change(screen.getByTestId('activity-images-input'), { target: { files: four } });
    expect(await screen.findByTestId('activity-images-error')).toHaveTextContent('At most 3 images');
    expect(upload).not.toHaveBeenCalled();
  });

  it('claims an approved reward and shows the statuses that need no action', async () => {
    let claimed = false;
    const { client, calls } = fakeClient({
      rewardCenter: () => ({
        availablePromoCount: claimed ? 0 : 1,
        rows: [
          activity({ status: claimed ? 'claimed' : 'claim', application: { id: 1, remark: '', images: 0, amount: 25_00, createdAt: '2030-01-02T00:00:00.000Z' } }),
          activity({ promotionId: 8, title: 'Soon', status: 'coming_soon' }),
        ],
      }),
      claimActivity: () => {
        claimed = true;
        return { status: 'claimed', amount: 25_00, replayed: false };
      },
    });
    renderWithApp(<RewardCenterPage />, { client, i18n, store: signedInStore() });
    const [first, second] = await screen.findAllByTestId('activity');
    expect(first).toHaveTextContent('Reward: 25.00');
    expect(within(second!).getByTestId('activity-status')).toHaveTextContent('Coming soon');
    expect(within(second!).queryByRole('button')).toBeNull();
    fireEvent.click(within(first!).getByTestId('activity-claim'));
    await waitFor(() => expect(within(first!).getByTestId('activity-status')).toHaveTextContent('Claimed'));
    expect(calls.find((c) => c.id === 'claimActivity')?.request).toEqual({ promotionId: 7 });
  });

  it('shows the no-data view', async () => {
    const { client } = fakeClient({ rewardCenter: () => ({ availablePromoCount: 0, rows: [] }) });
    renderWithApp(<RewardCenterPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('rewards-empty')).toHaveTextContent('Nothing to claim right now');
    expect(screen.getByRole('link', { name: 'See the promotions' })).toHaveAttribute('href', '/promotions');
  });

  it('joins a sign-up promotion without proof (joined), then offers the reward request', async () => {
    let status = 'join';
    const { client, calls } = fakeClient({
      rewardCenter: () => ({ availablePromoCount: 0, rows: [activity({ status, signUp: true, kind: 'signUp', title: 'Sign-up bonus' })] }),
      applyActivity: () => {
        status = 'joined';
        return { applicationId: 3, status: 'joined', replayed: false };
      },
    });
    renderWithApp(<RewardCenterPage />, { client, i18n, store: signedInStore() });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Sign-up bonus' }));
    await waitFor(() => expect(screen.getByTestId('activity-status')).toHaveTextContent('Joined'));
    expect(calls.find((call) => call.id === 'applyActivity')?.request).toEqual({ promotionId: 7, remark: '', uploadIds: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Request the reward of Sign-up bonus' }));
    expect(screen.getByTestId('activity-form')).toBeInTheDocument();
  });

  it('joins a raffle (joined) and then waits for the draw, with no reward request', async () => {
    let status = 'join';
    const { client } = fakeClient({
      rewardCenter: () => ({ availablePromoCount: 0, rows: [activity({ status, kind: 'raffle', title: 'Lucky draw' })] }),
      applyActivity: () => {
        status = 'joined';
        return { applicationId: 4, status: 'joined', replayed: false };
      },
    });
    renderWithApp(<RewardCenterPage />, { client, i18n, store: signedInStore() });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Lucky draw' }));
    expect(await screen.findByTestId('activity-raffle-waiting')).toHaveTextContent('You are in the draw');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens a red envelope in an accessible popup that announces the amount won, then shows it claimed', async () => {
    let status = 'join';
    const { client, calls } = fakeClient({
      rewardCenter: () => ({ availablePromoCount: 0, rows: [activity({ status, kind: 'redEnvelope', title: 'Lucky envelope' })] }),
      openRedEnvelope: () => {
        status = 'claimed';
        return { amount: 8_88, replayed: false };
      },
    });
    renderWithApp(<RewardCenterPage />, { client, i18n, store: signedInStore() });
    fireEvent.click(await screen.findByRole('button', { name: 'Open the red envelope of Lucky envelope' }));
    const dialog = await screen.findByRole('dialog', { name: 'Red envelope: Lucky envelope' });
    // Focus moves into the dialog (and returns to the page on close).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const result = within(dialog).getByTestId('red-envelope-result');
    expect(result).toHaveAttribute('aria-live', 'polite');
    expect(await within(dialog).findByTestId('red-envelope-amount')).toHaveTextContent('8.88');
    expect(result).toHaveTextContent('You won');
    expect(calls.filter((c) => c.id === 'openRedEnvelope').map((c) => c.request)).toEqual([{ promotionId: 7 }]);
    await waitFor(() => expect(screen.getByTestId('activity-status')).toHaveTextContent('Claimed'));
    expect(screen.queryByTestId('activity-red-envelope')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an application under review as in process, with nothing to do', async () => {
    const { client } = fakeClient({
      rewardCenter: () => ({ availablePromoCount: 0, rows: [activity({ status: 'in_process' })] }),
    });
    renderWithApp(<RewardCenterPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('activity-status')).toHaveTextContent('In process');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
