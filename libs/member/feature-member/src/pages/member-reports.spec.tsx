import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@platform/shared/i18n';
import { ApiError } from '@platform/shared/api-client';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { profitBuckets } from '@platform/member/data-access';
import { signedInStore } from '../testing/fixtures';
import { BonusDetailsPage } from './bonus-details-page';
import { customRangeError, ProfitPage } from './profit-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('EN');
});

const report = (overrides: object = {}) => ({
  from: '2030-01-01',
  to: '2030-01-01',
  categories: [{ category: 'RNG', bets: 2, turnover: 15_00, payout: 25_00, profit: 10_00 }],
  turnover: 15_00,
  payout: 25_00,
  bonus: 6_00,
  pendingStake: 0,
  profit: 16_00,
  ...overrides,
});

describe('personalProfit, the loss report (spec §2)', () => {
  it('shows today by category with the total, then asks for the previous 7 days (spec §9 presets)', async () => {
    const { client, calls } = fakeClient({ personalProfit: () => report() });
    renderWithApp(<ProfitPage />, { client, i18n, store: signedInStore() });
    const row = await screen.findByTestId('profit-row');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Slots');
    expect(row).toHaveTextContent('25.00');
    expect(screen.getByTestId('profit-total')).toHaveTextContent('16.00');
    expect(calls[0]?.request).toEqual({ preset: 'today' });
    fireEvent.click(screen.getByRole('tab', { name: 'Previous 7 days' }));
    await screen.findByTestId('profit-row');
    expect(calls.at(-1)?.request).toEqual({ preset: 'previous7' });
  });

  it('checks a custom range before asking: both days, start not after end', async () => {
    expect(customRangeError('2030-01-02', '2030-01-01')).toBe('order');
    expect(customRangeError('', '2030-01-01')).toBe('required');
    expect(customRangeError('2030-01-01', '2030-01-01')).toBeNull();
    const { client, calls } = fakeClient({ personalProfit: () => report({ categories: [], turnover: 0, payout: 0, bonus: 0, profit: 0 }) });
    renderWithApp(<ProfitPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('profit-empty')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Choose dates' }));
    fireEvent.change(screen.getByTestId('profit-from'), { target: { value: '2030-01-05' } });
    fireEvent.change(screen.getByTestId('profit-to'), { target: { value: '2030-01-01' } });
    fireEvent.click(screen.getByTestId('profit-apply'));
    expect(await screen.findByTestId('profit-range-error')).toHaveTextContent('The start date must not be after the end date');
    expect(calls).toHaveLength(1);
    fireEvent.change(screen.getByTestId('profit-to'), { target: { value: '2030-01-09' } });
    fireEvent.click(screen.getByTestId('profit-apply'));
    await screen.findByTestId('profit-empty');
    expect(calls.at(-1)?.request).toEqual({ from: '2030-01-05', to: '2030-01-09' });
  });

  it('issue 21 point 2: an empty period is one empty state with its next step, never zeros followed by "No data"', async () => {
    const { client } = fakeClient({ personalProfit: () => report({ categories: [], turnover: 0, payout: 0, bonus: 0, profit: 0 }) });
    renderWithApp(<ProfitPage />, { client, i18n, store: signedInStore() });
    const empty = await screen.findByTestId('profit-empty');
    expect(empty).toHaveTextContent('No bets in this period');
    expect(within(empty).getByRole('link', { name: 'Find a game' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('profit-summary')).toBeNull();
    expect(screen.queryByText('0.00')).toBeNull();
    expect(screen.queryByText('No data')).toBeNull();
  });

  it('issue 21 point 2: the period opens with its one figure, then a chart over time read day by day', async () => {
    const { client, calls } = fakeClient({
      personalProfit: (request) => {
        const r = request as { preset?: string; from?: string; to?: string };
        if (r.preset) return report({ from: '2030-01-01', to: '2030-01-03', profit: -5_00 });
        return report({ from: r.from, to: r.to, profit: r.from === '2030-01-02' ? -7_00 : 1_00 });
      },
    });
    renderWithApp(<ProfitPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('profit-total')).toHaveTextContent('-5.00');
    expect(screen.getByTestId('profit-total')).toHaveAttribute('data-tone', 'loss');
    expect(await screen.findByTestId('profit-chart')).toHaveAccessibleName('Profit and loss per day');
    const days = calls.filter((call) => call.id === 'personalProfit' && !(call.request as { preset?: string }).preset).map((call) => call.request);
    expect(days).toEqual([
      { from: '2030-01-01', to: '2030-01-01' },
      { from: '2030-01-02', to: '2030-01-02' },
      { from: '2030-01-03', to: '2030-01-03' },
    ]);
  });

  it('a range longer than a month is charted in buckets of days, at most 31 points', () => {
    expect(profitBuckets('2030-01-01', '2030-01-01')).toEqual([{ from: '2030-01-01', to: '2030-01-01' }]);
    const quarter = profitBuckets('2030-01-01', '2030-04-03');
    expect(quarter.length).toBeLessThanOrEqual(31);
    expect(quarter[0]).toEqual({ from: '2030-01-01', to: '2030-01-03' });
    expect(quarter.at(-1)?.to).toBe('2030-04-03');
  });

  it('translates a refusal, e.g. a trial account', async () => {
    const { client } = fakeClient({
      personalProfit: () => {
        throw new ApiError('TRIAL_BLOCKED', 'no', 403);
      },
    });
    renderWithApp(<ProfitPage />, { client, i18n, store: signedInStore() });
    expect(await screen.findByTestId('profit-error')).toHaveTextContent('Please Register An Account First');
  });
});

describe('bonusDetails (spec §2)', () => {
  it('lists rebates and rewards with the total, pages 20 at a time, and filters by kind from page 1', async () => {
    const { client, calls } = fakeClient({
      bonusDetails: (request) => {
        const { pageNo = 1 } = request as { pageNo?: number };
        return {
          pageNo,
          pageSize: 20,
          total: 21,
          totalPages: 2,
          totalAmount: 40_00,
          rows: [{ id: `e${pageNo}`, type: 'rebate', amount: 6_00, balanceAfter: 106_00, detail: '2030-01-01', createdAt: '2030-01-02T00:00:00.000Z' }],
        };
      },
    });
    renderWithApp(<BonusDetailsPage />, { client, i18n, store: signedInStore() });
    const row = await screen.findByTestId('bonus-row');
    expect(row).toHaveTextContent('Rebate');
    expect(row).toHaveTextContent('6.00');
    expect(screen.getByTestId('bonus-total')).toHaveTextContent('Total: 40.00');
    expect(calls[0]?.request).toEqual({ type: 'all', pageNo: 1, pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('2030-01-01');
    expect(calls.at(-1)?.request).toMatchObject({ pageNo: 2 });
    fireEvent.click(screen.getByRole('tab', { name: 'Promotion reward' }));
    await screen.findByTestId('bonus-row');
    expect(calls.at(-1)?.request).toEqual({ type: 'bonus', pageNo: 1, pageSize: 20 });
  });

  it('shows the no-data view when there is nothing yet: what the page is for and where rewards come from (issue 21)', async () => {
    const { client } = fakeClient({ bonusDetails: () => ({ pageNo: 1, pageSize: 20, total: 0, totalPages: 0, totalAmount: 0, rows: [] }) });
    renderWithApp(<BonusDetailsPage />, { client, i18n, store: signedInStore() });
    const empty = await screen.findByTestId('bonus-empty');
    expect(empty).toHaveTextContent('No bonuses or rebates yet');
    expect(within(empty).getByRole('link', { name: 'See the promotions' })).toHaveAttribute('href', '/promotions');
  });
});
