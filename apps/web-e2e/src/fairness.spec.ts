import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { accountTest as test, expect } from './support/fixtures';
import { registerFreshPlayer } from './support/player';
import { creditPlayer } from './support/wallet-operator';

/** RFC 4180, read independently of the gateway's writer: CRLF records, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field, 'the file ends with CRLF').toBe('');
  return records;
}

async function openDice(page: Page) {
  // These journeys are about seeds and records, not the dice animation (in-house-games.spec.ts):
  // with reduced motion each of their rounds shows its result at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/inHouse');
  await page.locator('[data-testid="game-tile"][data-game-code="PGE_DICE"]').getByTestId('game-play').click();
  const popup = page.getByTestId('inHouseGame');
  await expect(popup).toBeVisible();
  return popup;
}

test.describe('provably fair in-house games, game recall and CSV export (issue 11)', () => {
  test('shows the seed hash before play, recalls the last 10 rounds and verifies one against that hash', async ({ page, request }) => {
    // Eleven rounds played through the UI, one after another, take longer than the default 30 s.
    test.setTimeout(90_000);
    const account = await registerFreshPlayer(page, 'fair');
    await creditPlayer(request, account, 100_00);
    const popup = await openDice(page);

    const hash = (await popup.getByTestId('seed-hash').textContent()) ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(popup.getByTestId('seed-nonce')).toHaveText('0');
    await expect(popup.getByTestId('round-recall')).toContainText('No rounds yet');

    await popup.getByTestId('round-bet').fill('1.00');
    const played: string[] = [];
    for (let i = 0; i < 11; i++) {
      await popup.getByTestId('round-play').click();
      const result = popup.getByTestId('round-result');
      await expect(result).toHaveAttribute('data-round-id', /.+/);
      if (played.length > 0) await expect(result).not.toHaveAttribute('data-round-id', played.at(-1)!);
      played.push((await result.getAttribute('data-round-id'))!);
      await expect(popup.getByTestId('seed-nonce')).toHaveText(String(i + 1));
    }

    const rows = popup.getByTestId('recall-round');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toHaveAttribute('data-round-id', played[10]!);
    await expect(rows.last()).toHaveAttribute('data-round-id', played[1]!);

    // The seed is still secret: verifying asks to reveal it, which also starts a new seed.
    await rows.nth(3).getByTestId('recall-verify').click();
    await expect(popup.getByTestId('verify-error')).toContainText('still secret');
    await popup.getByTestId('verify-reveal').click();
    const verified = popup.getByTestId('verify-result');
    await expect(verified).toBeVisible();
    await expect(verified.getByTestId('verify-hash-matches')).toHaveText('Yes');
    await expect(verified.getByTestId('verify-outcome-matches')).toHaveText('Yes');
    await expect(verified.getByTestId('verify-nonce')).toHaveText('7');
    const seed = (await verified.getByTestId('verify-seed').textContent()) ?? '';
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(hash);
    await expect(popup.getByTestId('seed-hash')).not.toHaveText(hash);

    // Keyboard: Back returns to the list with the focus on the round just verified.
    await popup.getByTestId('verify-back').press('Enter');
    await expect(popup.getByTestId('recall-round').nth(3).getByTestId('recall-verify')).toBeFocused();
  });

  test('exports the betting record and the account record as CSV through the gateway routes, and parses them', async ({ page, request }) => {
    const account = await registerFreshPlayer(page, 'csv');
    await creditPlayer(request, account, 50_00);
    const popup = await openDice(page);
    await popup.getByTestId('round-bet').fill('2.50');
    await popup.getByTestId('round-play').click();
    await expect(popup.getByTestId('round-result')).toBeVisible();
    const roundId = (await popup.getByTestId('round-result').getAttribute('data-round-id'))!;
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();

    const betting = await page.request.get('/api/exports/betting-record.csv', { headers: { authorization: `Bearer ${token}` } });
    expect(betting.status()).toBe(200);
    expect(betting.headers()['content-type']).toMatch(/^text\/csv/);
    expect(betting.headers()['content-disposition']).toMatch(/^attachment; filename="betting-record_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(await betting.text());
    expect(header).toEqual(['time', 'source', 'game', 'reference', 'pick', 'stake', 'win', 'status', 'realm', 'outcome', 'server_seed_hash', 'client_seed', 'nonce']);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    expect(row).toMatchObject({ source: 'inHouse', game: 'PGE_DICE', reference: roundId, pick: 'HIGH', stake: '2.50', status: 'settled', nonce: '0' });
    expect(row.server_seed_hash).toBe(await popup.getByTestId('seed-hash').textContent());

    const accountRecord = await page.request.get('/api/exports/account-record.csv?type=bet', { headers: { authorization: `Bearer ${token}` } });
    const [accountHeader, ...bets] = parseCsv(await accountRecord.text());
    expect(accountHeader).toEqual(['time', 'reference', 'type', 'amount', 'balance_after', 'status']);
    expect(bets).toEqual([[expect.any(String), expect.any(String), 'bet', '-2.50', '47.50', 'completed']]);

    const refused = await page.request.get('/api/exports/betting-record.csv?from=2030-02-01&to=2030-01-01', { headers: { authorization: `Bearer ${token}` } });
    expect(await refused.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
