import type { FastifyPluginAsync } from 'fastify';
import type { ProvidersConfig } from '../../config';
import type { GameCatalogue } from '../../modules/games/game-catalogue';
import { LAUNCH_SECRET, launchUrl, type LaunchClaims } from '../../modules/games/launch';
import { vendorSimRoutes } from './simulator-routes';

/**
 * What the gateway needs of a game vendor. GAME_VENDOR_PROVIDER chooses the provider (see
 * `gameVendors` below); a real integration implements this and is returned by `vendorFor` for its
 * vassalage (play-service.ts). With no provider a launch is refused (503). The money side needs no adapter method: a
 * transfer vendor's wallet is `VENDOR:<vassalage>`, moved by the wallet's transfer relay
 * (`fastify.wallet.transfer`), and its bets and wins post BET / WIN on that account with the
 * vendor's own round id as the idempotency key (see simulator-routes.ts).
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

/** The built-in simulated vendor: launch URLs signed with the gateway's launch secret, served by simulator-routes.ts. */
export function simulatedVendor(secret: () => Promise<string>): VendorAdapter {
  return {
    wallet: 'transfer',
    launchUrl: async (cdn, claims) => launchUrl(cdn, await secret(), claims),
  };
}

/** The game vendors a GAME_VENDOR_PROVIDER serves. */
export interface GameVendors {
  /** The adapter launching this vendor's games; undefined when the provider does not serve it. */
  vendorFor(vassalage: string): VendorAdapter | undefined;
  /** Pages this gateway serves for the provider (the simulator's lobby); a real provider has none. */
  routes?(catalogue: GameCatalogue): FastifyPluginAsync;
}

export interface GameVendorDeps {
  /** A gateway_secrets value by name. */
  secret(name: string): Promise<string>;
}

/** Every GAME_VENDOR_PROVIDER name and its adapter; a name config.ts accepts without an adapter does not compile. */
const registry: Record<NonNullable<ProvidersConfig['gameVendors']>, (deps: GameVendorDeps) => GameVendors> = {
  // Development and tests only (refused with APP_ENV=production): it stands in for every vendor.
  simulator: (deps) => {
    const simulated = simulatedVendor(() => deps.secret(LAUNCH_SECRET));
    return { vendorFor: () => simulated, routes: vendorSimRoutes };
  },
};

/** No provider: no vendor game can be launched, and no vendor page is served. */
const none: GameVendors = { vendorFor: () => undefined };

export function gameVendors(name: ProvidersConfig['gameVendors'], deps: GameVendorDeps): GameVendors {
  return name ? registry[name](deps) : none;
}
