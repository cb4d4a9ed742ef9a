import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { STAFF } from './support/env';
import { navLink, signIn } from './support/staff';

/** RFC 4180 rows (quoted cells may hold commas and doubled quotes: a draw's outcome is JSON). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test.describe('issue 22: a risk user views the lottery draws', () => {
  test.slow();

  test('open draws keep their seed hidden, drawn ones reveal it, and the gateway\'s CSV export has the header and only the filtered rows', async ({ page }) => {
    await signIn(page, STAFF.riskDraws);
    await navLink(page, 'Lottery').click();
    const rows = page.getByTestId('lottery-table').getByTestId('data-row');

    await page.getByTestId('lottery-status').selectOption('open');
    await expect(rows.first()).toContainText('Hidden until the draw', { timeout: 30_000 });
    await expect(rows.first()).toContainText('Open');

    // The gateway's lottery job draws the first fast period shortly after boot: wait for it, not for a time.
    await expect(async () => {
      await page.reload();
      await page.getByTestId('lottery-status').selectOption('drawn');
      await expect(rows.first()).toContainText('Drawn', { timeout: 3_000 });
    }).toPass({ timeout: 150_000 });
    await expect(rows.first()).not.toContainText('Hidden until the draw');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const text = await readFile((await (await download).path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...exported] = csvRows(text.slice(1));
    // The gateway streams it (GET /api/backoffice/export/lottery-draws?lang=EN): one human header per column, in the screen's language.
    expect(header).toEqual(['ID', 'Game', 'Period', 'Opens at', 'Closes at', 'Draw time', 'Status', 'Commitment (SHA-256)', 'Seed', 'Result', 'Drawn at', 'Bets', 'Open bets', 'Stakes', 'Paid out']);
    expect(exported.length).toBeGreaterThan(0);
    // Every exported row is a drawn draw with its seed: the filter applies to the export.
    for (const cells of exported) {
      expect(cells[6]).toBe('drawn');
      expect(cells[8]).toMatch(/\S/);
    }
  });
});
