import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export (issue 22 §4)', () => {
  it('quotes separators, quotes and line breaks (RFC 4180) and starts with a BOM for UTF-8', () => {
    const text = toCsv([{ header: 'Name', value: (row: { name: string }) => row.name }], [{ name: 'a,b' }, { name: 'say "hi"' }, { name: 'João\nSilva' }]);
    expect(text).toBe('\uFEFFName\r\n"a,b"\r\n"say ""hi"""\r\n"João\nSilva"\r\n');
  });

  it('keeps a player-chosen formula from running in the operator spreadsheet (CSV injection)', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers are data, not text a person typed: a negative amount stays a number.
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(null)).toBe('');
  });
});
