import { BlockList, isIP } from 'node:net';
import { SYSTEM_STATUS, type SystemStatus } from '@platform/shared/api-contract';
import type { Merchant } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { OperatorPatch, OperatorState, SystemRepository } from './repository';

/**
 * BlockList compares addresses, not strings, so `::ffff:203.0.113.9` (an IPv4
 * client on a dual-stack socket) and `2001:db8:0:0::1` match their short forms.
 */
export function isBlocked(ip: string, blockedIps: readonly string[]): boolean {
  const family = isIP(ip);
  if (family === 0 || blockedIps.length === 0) return false;
  const list = new BlockList();
  for (const entry of blockedIps) {
    const entryFamily = isIP(entry);
    if (entryFamily !== 0) list.addAddress(entry, entryFamily === 4 ? 'ipv4' : 'ipv6');
  }
  return list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The served white-label flags: the brand's, with every feature this gateway
 * cannot serve switched off (a social login whose OIDC issuer is not
 * configured), so the app hides it instead of offering a dead button.
 */
export function servedWhitelabel(
  whitelabel: Record<string, boolean>,
  socialConfigured: { google: boolean; facebook: boolean },
  switchedOff: readonly string[] = [],
): Record<string, boolean> {
  // An owner's run-time switch-off is served as false: the app ANDs it with its compiled flags.
  const served = { ...whitelabel, ...Object.fromEntries(switchedOff.map((flag) => [flag, false])) };
  return {
    ...served,
    SOCIALGOOGLE: Boolean(served['SOCIALGOOGLE']) && socialConfigured.google,
    SOCIALFACEBOOK: Boolean(served['SOCIALFACEBOOK']) && socialConfigured.facebook,
  };
}

/** Spec §4: region restriction (2) wins over maintenance (1), which wins over normal (0). */
export function systemStatusOf(
  merchant: Merchant,
  request: { ip: string; domain: string },
  socialConfigured: { google: boolean; facebook: boolean } = { google: false, facebook: false },
  currency?: { code: string; symbol: string },
): SystemStatus {
  const regionRestriction = isBlocked(request.ip, merchant.blockedIps);
  const status = regionRestriction
    ? SYSTEM_STATUS.REGION_RESTRICTED
    : merchant.maintenance
      ? SYSTEM_STATUS.MAINTENANCE
      : SYSTEM_STATUS.NORMAL;
  return {
    status,
    maintenance: merchant.maintenance,
    regionRestriction,
    info: {
      domainRoute: { merchantCode: merchant.code, brandId: merchant.brandId, domain: request.domain },
      resources: merchant.resources,
      whitelabelVal: servedWhitelabel(merchant.whitelabel, socialConfigured, merchant.whitelabelOff),
      register: merchant.registerConfig,
      mainDomain: merchant.mainDomain,
      analytics: { gtagId: merchant.analyticsGtagId },
      imageCDNs: merchant.imageCdns,
      launchGameCDNs: merchant.launchGameCdns,
      ...(currency ? { currency } : {}),
    },
    location: { ip: request.ip },
  };
}

export async function updateOperatorState(
  repository: SystemRepository,
  input: { merchantCode: string } & OperatorPatch,
): Promise<OperatorState> {
  const patch: OperatorPatch = {
    ...(input.maintenance !== undefined ? { maintenance: input.maintenance } : {}),
    ...(input.blockedIps !== undefined ? { blockedIps: [...new Set(input.blockedIps)] } : {}),
  };
  const state = await repository.updateOperatorState(input.merchantCode, patch);
  if (!state) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
  return state;
}
