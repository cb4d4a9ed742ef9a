import { describe, expect, it } from 'vitest';
import type { Contract } from '@platform/shared/api-contract';
import { visibleAgentPages } from '../agent-centre-menu';
import { contractActions } from './contract-list';
import { parseMoney, parseRate, parseTiers } from './contract-terms';
import { toCsv } from './csv';

const contract = (patch: Partial<Contract>): Contract => ({
  id: 1, kind: 'daily_salary', status: 'offered', cycle: 'daily', upline: 'agent01', downline: 'kid01', tiers: [], rate: 100,
  endRequestedBy: null, endReason: null, createdAt: '2030-01-01T00:00:00Z', acceptedAt: null, endedAt: null, ...patch,
});

describe('the contract state machine as the member sees it (spec §4 "Contract")', () => {
  it('lets the downline accept or reject a new request, and the upline only terminate it', () => {
    expect(contractActions(contract({}), 'received')).toEqual(['accept', 'reject']);
    expect(contractActions(contract({}), 'offered')).toEqual(['terminate']);
  });

  it('lets either side request termination of an active contract; the upline may also terminate at once', () => {
    const active = contract({ status: 'active', acceptedAt: '2030-01-01T00:00:00Z' });
    expect(contractActions(active, 'received')).toEqual(['requestEnd']);
    expect(contractActions(active, 'offered')).toEqual(['requestEnd', 'terminate']);
  });

  it('asks the other side, not the requester, to agree to a termination', () => {
    const ending = contract({ status: 'ending', endRequestedBy: 'kid01' });
    expect(contractActions(ending, 'received')).toEqual([]);
    expect(contractActions(ending, 'offered')).toEqual(['agreeEnd', 'terminate']);
  });

  it('offers nothing on an ended contract', () => {
    for (const status of ['rejected', 'terminated', 'superseded'] as const) {
      expect(contractActions(contract({ status }), 'received')).toEqual([]);
      expect(contractActions(contract({ status }), 'offered')).toEqual([]);
    }
  });
});

describe('agent centre menu visibility (spec §2)', () => {
  const pages = ['teamOverview', 'dividendRecord', 'dailyWages', 'hourlySalary', 'realtimeSalary'] as const;
  const none = { dividend: false, daily_salary: false, hourly_salary: false, realtime_salary: false };

  it('shows the dividend record only with a dividend contract and daily wages only with a daily salary', () => {
    expect(visibleAgentPages(pages, undefined)).toEqual(['teamOverview', 'hourlySalary', 'realtimeSalary']);
    const withDividend = { received: [contract({ kind: 'dividend', status: 'active', acceptedAt: '2030-01-01T00:00:00Z' })], offered: [], pending: none };
    expect(visibleAgentPages(pages, withDividend)).toEqual(['teamOverview', 'dividendRecord', 'hourlySalary', 'realtimeSalary']);
    const withSalary = { received: [], offered: [contract({ status: 'terminated', acceptedAt: '2030-01-01T00:00:00Z' })], pending: none };
    expect(visibleAgentPages(pages, withSalary)).toEqual(['teamOverview', 'dailyWages', 'hourlySalary', 'realtimeSalary']);
  });
});

describe('contract terms as typed', () => {
  it('reads amounts in major units and rates in percent', () => {
    expect(parseMoney('100')).toBe(10_000);
    expect(parseMoney('0.5')).toBe(50);
    expect(parseMoney('-12.34', true)).toBe(-1_234);
    expect(parseMoney('-1')).toBeNull();
    expect(parseMoney('1.234')).toBeNull();
    expect(parseRate('1.5')).toBe(150);
    expect(parseRate('100')).toBe(10_000);
    expect(parseRate('100.01')).toBeNull();
  });

  it('names each invalid field of each tier', () => {
    expect(parseTiers([{ minBet: '10', pnl: '-5', minActiveMembers: '2', rate: '1.25' }])).toEqual({
      tiers: [{ minBet: 1_000, pnl: -500, minActiveMembers: 2, rate: 125 }],
    });
    expect(parseTiers([{ minBet: 'x', pnl: '0', minActiveMembers: '1.5', rate: '' }])).toEqual({
      errors: [{ minBet: 'agent.invalid_amount', minActiveMembers: 'agent.invalid_count', rate: 'agent.invalid_rate' }],
    });
  });
});

describe('CSV export', () => {
  it('quotes what needs quoting, ends lines with CRLF and defuses spreadsheet formulas', () => {
    const csv = toCsv(
      [
        { header: 'Account', cell: (r: { a: string; n: number }) => r.a },
        { header: 'Amount', cell: (r: { a: string; n: number }) => r.n },
      ],
      [
        { a: 'kid, "one"', n: -5 },
        { a: '=HYPERLINK("x")', n: 7 },
      ],
    );
    expect(csv).toBe('Account,Amount\r\n"kid, ""one""",-5\r\n"\'=HYPERLINK(""x"")",7\r\n');
  });
});
