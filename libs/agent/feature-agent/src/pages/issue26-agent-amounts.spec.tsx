import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { SystemStatus } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { languageAtom, systemInfoAtom, tokenAtom } from '@platform/shared/session';
import { fakeClient, renderWithApp } from '@platform/shared/testing';
import { formatRate } from '../components/money';
import { DailyWagesPage } from './payout-records-page';
import { compact } from './team-activity-chart';

let pt: I18n;
beforeAll(async () => {
  pt = await createI18n('PT');
});

/** An agent-page session in Portuguese: the system status has answered, no wallet call has. */
const portuguese = () => {
  const s = createStore();
  s.set(tokenAtom, 'token');
  s.set(languageAtom, 'PT');
  s.set(systemInfoAtom, { currency: { code: 'BRL', symbol: 'R$' } } as SystemStatus['info']);
  return s;
};

const record = {
  id: 7, contractId: 3, kind: 'daily_salary', cycle: 'daily', periodStart: '2030-01-01T00:00:00Z', periodEnd: '2030-01-02T00:00:00Z',
  upline: 'agent01', downline: 'kid01', turnover: 1_234_567, teamLoss: 7_000, activeMembers: 2, excludedMembers: 0, rate: 150, amount: 123_456, paidAt: '2030-01-02T00:01:00Z',
};

describe('issue 26 "one formatter for every amount" in the agent centre, in Portuguese', () => {
  it("a salary record reads its money and rate with PT separators and the merchant's currency", async () => {
    const { client } = fakeClient({ agentPayoutRecords: () => ({ pageNo: 1, pageSize: 20, total: 1, totalPages: 1, rows: [record], summary: { amount: 123_456 } }) });
    renderWithApp(<DailyWagesPage />, { client, i18n: pt, store: portuguese() });
    const row = await screen.findByTestId('payout-records-row');
    expect(row).toHaveTextContent('R$ 1.234,56');
    expect(row).toHaveTextContent('R$ 12.345,67');
    expect(row).toHaveTextContent('1,50%');
    expect(row).not.toHaveTextContent('1.50%');
    expect(screen.getByTestId('report-totals')).toHaveTextContent('R$ 1.234,56');
  });

  it('rates and the chart axis use the language decimal mark', () => {
    expect(formatRate(150, 'PT')).toBe('1,50%');
    expect(formatRate(150, 'EN')).toBe('1.50%');
    expect(formatRate(5, 'PT')).toBe('0,05%');
    expect(compact(1_250_000, ',')).toBe('12,5k');
    expect(compact(1_250_000, '.')).toBe('12.5k');
  });
});
