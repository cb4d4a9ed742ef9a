import type { FastifyPluginAsync } from 'fastify';

/** A payment gateway's callback, as the contract's /api/payments/callback receives it. */
export interface PaymentCallback {
  ref: string;
  amount: string;
  status: 'paid' | 'failed';
  signature: string;
}

/**
 * A payment gateway behind the cashier's "payment_gateway" deposit channels (ARCHITECTURE,
 * "Providers sit behind interfaces"). The wallet creates the pending deposit and its reference;
 * the provider says where the member pays it and vouches for the callback that settles it.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Where the member's browser goes to pay the deposit with this reference (DepositInfo.redirectUrl). */
  checkoutUrl(ref: string): string;
  /** Whether a callback really comes from the provider; the wallet credits only those. */
  verifyCallback(callback: PaymentCallback): Promise<boolean>;
  /** Pages this gateway serves for the provider (the simulator's checkout); a real provider has none. */
  readonly routes?: FastifyPluginAsync;
}
