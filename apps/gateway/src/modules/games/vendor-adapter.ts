import { launchUrl, type LaunchClaims } from './launch';

/**
 * What the gateway needs of a game vendor. Vendors cannot be reached from here, so every vendor
 * is served by the simulated one; a real integration implements this and is returned by
 * `vendorFor` for its vassalage (play-service.ts). The money side needs no adapter method: a
 * transfer vendor's wallet is `VENDOR:<vassalage>`, moved by the wallet's transfer relay
 * (`fastify.wallet.transfer`), and its bets and wins post BET / WIN on that account with the
 * vendor's own round id as the idempotency key (see vendor-sim-routes.ts).
 *
 * Every vendor debit of a real-money stake, a seamless wallet's per-bet debit included, calls
 * `assertVendorBetAllowed` (protection/vendor-bet-guard.ts) inside the transaction that posts the
 * BET: a cool-off, a self-exclusion or a wager/loss limit refuses the bet as it does in-house.
 */
export interface VendorAdapter {
  /** 'transfer': the player moves money MAIN → VENDOR:<vassalage> first; 'seamless': the vendor debits MAIN per bet. */
  readonly wallet: 'transfer' | 'seamless';
  /** The signed, expiring URL the player's browser opens, on `cdn` (one of the brand's launch CDNs). */
  launchUrl(cdn: string, claims: Omit<LaunchClaims, 'nonce'>): Promise<string>;
}

/** The built-in simulated vendor: launch URLs signed with the gateway's launch secret, served by vendor-sim-routes.ts. */
export function simulatedVendor(secret: () => Promise<string>): VendorAdapter {
  return {
    wallet: 'transfer',
    launchUrl: async (cdn, claims) => launchUrl(cdn, await secret(), claims),
  };
}
