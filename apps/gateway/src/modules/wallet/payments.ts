import { createHmac, timingSafeEqual } from 'node:crypto';

/** The gateway_secrets name of the simulated payment gateway's shared HMAC key. */
export const PAYMENT_SECRET = 'payment-callback-hmac';

/** The simulated gateway's page for one deposit (served by this gateway, see providers/payments/simulator.ts). */
export function simulatorUrl(ref: string): string {
  return `/api/payments/simulator?ref=${encodeURIComponent(ref)}`;
}

/** HMAC-SHA256 over `ref:amount:status`, hex: what the payment gateway signs its callback with. */
export function signCallback(secret: string, fields: { ref: string; amount: string; status: string }): string {
  return createHmac('sha256', secret).update(`${fields.ref}:${fields.amount}:${fields.status}`).digest('hex');
}

/** Constant-time: the contract makes the signature 64 hex digits, so both buffers are 32 bytes. */
export function verifyCallback(secret: string, fields: { ref: string; amount: string; status: string; signature: string }): boolean {
  const expected = Buffer.from(signCallback(secret, fields), 'hex');
  const given = Buffer.from(fields.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain form, no script (the CSP allows none inline): Pay or Cancel posts back to the simulator. */
export function simulatorPage(input: { ref: string; amount: string; merchant: string; status: string }): string {
  const ref = escapeHtml(input.ref);
  const open = input.status === 'pending';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulated payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style>
</head><body>
<h1>Simulated payment gateway</h1>
<p>Merchant: <strong>${escapeHtml(input.merchant)}</strong></p>
<p>Amount: <strong id="amount">${escapeHtml(input.amount)}</strong></p>
<p>Status: <strong id="status">${escapeHtml(input.status)}</strong></p>
${
  open
    ? `<form method="post" action="/api/payments/simulator/pay">
<input type="hidden" name="ref" value="${ref}">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`
    : '<p><a href="/">Back to the site</a></p>'
}
</body></html>`;
}
