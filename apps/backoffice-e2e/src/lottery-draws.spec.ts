import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { STAFF } from './support/env';
import { navLink, signIn } from './support/staff';

test.describe('issue 22: a risk user views the lottery draws', () => {
  test.slow();

  test('open draws keep their seed hidden, drawn ones reveal it, and the CSV export has the header and only the filtered rows', async ({ page }) => {
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
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Id,Game,Period,Draw time,Status,Result,Bets,Open bets,Stakes,Paid out,Commitment (SHA-256),Seed');
    expect(lines.length).toBeGreaterThan(1);
    // Every exported row is a drawn draw with its seed: the filter applies to the export.
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      expect(cells[4]).toBe('drawn');
      expect(cells[11]).toMatch(/\S/);
    }
  });
});
