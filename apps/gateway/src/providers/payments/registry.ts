import type { ProvidersConfig } from '../../config';
import { simulatorPayments } from './simulator';
import type { PaymentProvider } from './types';

export interface PaymentProviderDeps {
  /** A gateway_secrets value by name (shared by every instance). */
  secret(name: string): Promise<string>;
}

/** Every PAYMENTS_PROVIDER name and its adapter; a name config.ts accepts without an adapter does not compile. */
const registry: Record<NonNullable<ProvidersConfig['payments']>, (deps: PaymentProviderDeps) => PaymentProvider> = {
  simulator: simulatorPayments,
};

/** The configured provider, or null: then gateway deposits are refused (503), never simulated. */
export function paymentProvider(name: ProvidersConfig['payments'], deps: PaymentProviderDeps): PaymentProvider | null {
  return name ? registry[name](deps) : null;
}
