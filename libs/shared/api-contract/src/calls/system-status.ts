import * as z from 'zod/mini';
import { defineCall } from '../define-call';

/** The spec's system status: 0 normal, 1 maintenance, 2 region restricted. */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export const resourceSchema = z.lazy(() =>
  z.object({
    labelNameEn: z.string(),
    /** The label in other languages, by the spec's language code ("PT"); absent: labelNameEn. */
    labelNames: z.optional(z.record(z.string(), z.string())),
    url: z.string(),
  }),
);

/** A resource's label for `language`: the language, its base (PT for PT-BR), then labelNameEn. */
export function resourceLabelFor(
  resource: { labelNameEn: string; labelNames?: Record<string, string> | undefined },
  language: string,
): string {
  const code = language.toUpperCase();
  return resource.labelNames?.[code] ?? resource.labelNames?.[code.split('-')[0]!] ?? resource.labelNameEn;
}

export const domainRouteSchema = z.lazy(() =>
  z.object({
    merchantCode: z.string(),
    brandId: z.string(),
    domain: z.string(),
  }),
);

export const systemStatusSchema = z.lazy(() =>
  z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    info: z.object({
      domainRoute: domainRouteSchema,
      /** Customer-service and support links; the first is the customer-service window. */
      resources: z.array(resourceSchema),
      /** Runtime kill-switches: a flag set to false turns a compiled-in feature off. */
      whitelabelVal: z.record(z.string(), z.boolean()),
      /** Registration validation config per field, as served to the register popup. */
      register: z.record(z.string(), z.unknown()),
      mainDomain: z.string(),
      analytics: z.object({ gtagId: z.string() }),
      imageCDNs: z.array(z.string()),
      launchGameCDNs: z.array(z.string()),
      /**
       * The merchant's currency (issue 26 "one formatter for every amount"): public, so a guest's
       * amounts (the home jackpot) carry the symbol before any wallet call. Optional for older gateways.
       */
      currency: z.optional(z.object({ code: z.string(), symbol: z.string() })),
    }),
    location: z.object({ ip: z.string() }),
  }),
);

export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const systemStatusCall = defineCall({
  id: 'systemStatus',
  method: 'GET',
  path: '/api/system/status',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode: z.optional(z.string().check(z.maxLength(32))) }),
  response: () => systemStatusSchema,
});
