import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import type { SeededStaff } from './env';

/** The code an authenticator app shows now for this secret (SHA1, 6 digits, 30 s: the gateway's settings). */
export function totpNow(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** Signs in through the back office's own pages: name and password, then the TOTP step. */
export async function signIn(page: Page, staff: SeededStaff): Promise<void> {
  await page.goto('/backoffice/');
  await page.getByLabel('Staff name').fill(staff.name);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authentication code').fill(totpNow(staff.secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByTestId('bo-staff-name')).toHaveText(`Signed in as ${staff.name}`, { timeout: 20_000 });
}

/** A link of the back office's section navigation (not "Skip to content" and the like). */
export function navLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Back-office sections' }).getByRole('link', { name, exact: true });
}
