import { describe, expect, it } from 'vitest';
import { amountCell, attachment, csvCell, toCsv } from '../../../src/modules/exports/csv';
import { exportPeriod, fileNameOf } from '../../../src/modules/exports/period';
import { parseCsv } from './parse-csv';

describe('CSV writing (RFC 4180, formula-injection safe)', () => {
  it('quotes fields with a comma, quote, CR or LF, doubling quotes, and ends every record with CRLF', () => {
    const text = toCsv(
      [
        { header: 'a', value: (r: string[]) => r[0] },
        { header: 'b "quoted"', value: (r: string[]) => r[1] },
      ],
      [
        ['plain', 'with, comma'],
        ['line\nbreak', 'say "hi"\r\n'],
      ],
    );
    expect(text).toBe('a,"b ""quoted"""\r\nplain,"with, comma"\r\n"line\nbreak","say ""hi""\r\n"\r\n');
    expect(parseCsv(text)).toEqual([
      ['a', 'b "quoted"'],
      ['plain', 'with, comma'],
      ['line\nbreak', 'say "hi"\r\n'],
    ]);
  });

  it('prefixes text cells starting with = + - @ (and tab or CR) with a single quote', () => {
    expect(['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'].map(csvCell)).toEqual(["'=1+2", "'+SUM(A1)", "'-2+3", "'@cmd", "'\tx", "\"'\rx\""]);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes minor units as a signed decimal amount the gateway formatted itself', () => {
    expect([12345, -5, 0, -100_00, 7].map((minor) => csvCell(amountCell(minor)))).toEqual(['123.45', '-0.05', '0.00', '-100.00', '0.07']);
    expect(() => amountCell(1.5)).toThrow();
  });

  it('names the download with what it holds and the days it covers', () => {
    const period = exportPeriod({}, new Date('2030-06-01T12:00:00Z'));
    expect(period.to.toISOString()).toBe('2030-06-01T12:00:00.000Z');
    // Three months of history at least: 92 days back by default.
    expect(period.from.toISOString()).toBe('2030-03-01T12:00:00.000Z');
    expect(fileNameOf('betting-record', period)).toBe('betting-record_2030-03-01_2030-06-01.csv');
    expect(attachment('betting-record_2030-03-01_2030-06-01.csv')).toBe(
      `attachment; filename="betting-record_2030-03-01_2030-06-01.csv"; filename*=UTF-8''betting-record_2030-03-01_2030-06-01.csv`,
    );
    expect(exportPeriod({ from: '2030-01-01', to: '2030-01-31' }, new Date()).to.toISOString()).toBe('2030-01-31T23:59:59.999Z');
    expect(() => exportPeriod({ from: '2030-02-01', to: '2030-01-01' }, new Date())).toThrow(/must not be after/);
    expect(() => exportPeriod({ from: '2028-01-01', to: '2030-01-01' }, new Date())).toThrow(/at most 366 days/);
    expect(() => exportPeriod({ from: '2030-13-45' }, new Date())).toThrow(/not a date/);
  });
});
