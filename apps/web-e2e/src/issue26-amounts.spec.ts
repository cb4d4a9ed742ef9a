import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { registerFreshPlayer } from './support/player';
import { skipAnnouncementPopup } from './support/shell';
import { creditPlayer } from './support/wallet-operator';

/** The spec's language storage keys (lang, hisLang): the app starts in that language. */
async function startIn(page: Page, language: 'EN' | 'PT') {
  await page.addInitScript((code) => {
    localStorage.setItem('lang', code);
    localStorage.setItem('hisLang', code);
  }, language);
}

/** The after-login announcement popup, closed in Portuguese whenever it stands in the way (the shared handler presses "Close"). */
async function closeAnnouncementsInPortuguese(page: Page) {
  await page.addLocatorHandler(page.getByTestId('publicModal'), async (modal) => {
    await modal.getByRole('button', { name: 'Fechar' }).first().dispatchEvent('click', undefined, { timeout: 5_000 }).catch(() => undefined);
  });
}

/** What Intl writes for the merchant's reais in Brazilian Portuguese ("R$ 10.000,00", a no-break space after the symbol). */
const ptBr = (major: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(major);

test.describe('issue 26 "one formatter for every amount" and "English in PT", in Portuguese', () => {
  test("a guest's jackpot carries the merchant's currency, PT separators and two decimals", async ({ page }) => {
    await skipAnnouncementPopup(page);
    await startIn(page, 'PT');
    await page.goto('/');
    // 31.000.000 to 32.000.000 and rising (spec §9), written as Intl pt-BR writes reais.
    await expect(page.getByTestId('jackpot-amount')).toHaveText(/^R\$\s3[12]\.\d{3}\.\d{3},\d{2}$/);
    expect(ptBr(31_000_000)).toMatch(/^R\$\s31\.000\.000,00$/);
  });

  test('the wallet and header write R$ 10.000,00 as Intl pt-BR does', async ({ page, request }) => {
    await skipAnnouncementPopup(page);
    await closeAnnouncementsInPortuguese(page);
    await startIn(page, 'PT');
    const account = await registerFreshPlayer(page, 'ptamt');
    await creditPlayer(request, account, 10_000_00);
    await page.goto('/?memberCenter=transferFund');
    const centre = page.getByTestId('memberCentreModal');
    await expect(centre).toBeVisible();
    // The wallet list waits for the balance call, which a loaded machine can take a while to answer.
    await expect(centre.getByTestId('wallet-MAIN')).toContainText(ptBr(10_000), { timeout: 30_000 });
    await expect(centre.getByTestId('wallet-total')).toContainText(ptBr(10_000));
    await expect(page.getByTestId('balance-amount')).toHaveText(ptBr(10_000));
  });

  test('the deposit methods the operator named in PT read in PT, with PT limits', async ({ page }) => {
    await skipAnnouncementPopup(page);
    await closeAnnouncementsInPortuguese(page);
    await startIn(page, 'PT');
    await registerFreshPlayer(page, 'ptdep');
    // The header's Deposit link.
    await page.goto('/?memberCenter=depositv2');
    await expect(page.getByTestId('memberCentreModal').getByTestId('deposit-page')).toBeVisible();
    const channel = page.getByTestId('memberCentreModal').getByTestId('deposit-channel');
    await expect(channel.locator('option')).toHaveText(['Transferência bancária', 'Pagamento instantâneo (simulado)']);
    await expect(page.getByTestId('memberCentreModal').getByTestId('deposit-limits')).toContainText(ptBr(10));
  });

  test('"English in PT": a promotion read in PT links its terms as "Termos e condições", not "Terms and conditions"', async ({ page }) => {
    await skipAnnouncementPopup(page);
    await startIn(page, 'PT');
    await page.goto('/promotions');
    const detail = page.getByTestId('promotion-detail');
    await expect(detail.getByRole('link', { name: 'Termos e condições' })).toBeVisible();
    await expect(page.getByText('Terms and conditions')).toHaveCount(0);
  });
});
