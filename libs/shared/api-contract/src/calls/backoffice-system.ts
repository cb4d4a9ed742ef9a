import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import type { BackofficePermission } from './backoffice';
import { MAX_POINTS } from './points';

/**
 * The System screen's settings beyond maintenance and IP blocks (issue 22 §3): white-label
 * switches, feedback bounds and points settings. Same rules as `backoffice.ts`: the session
 * cookie, never a player token, and the permission each call declares in
 * BACKOFFICE_SYSTEM_PERMISSION_OF.
 */

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/, 'a merchant code'));
/** A flag's spelling; the gateway answers 400 for a name the brand library does not know. */
const flagName = z.string().check(z.regex(/^[A-Z0-9]{2,32}$/, 'a white-label flag name such as DIRECTREG3'));

// ---------------------------------------------------------------- white-label switches

/**
 * One flag of the merchant's brand: `compiled` is what brand.json built into the app (a feature
 * not compiled in cannot be switched on at run time); `on` is what players get now.
 */
export const whitelabelSwitchSchema = z.lazy(() => z.object({ flag: z.string(), compiled: z.boolean(), on: z.boolean() }));
export type WhitelabelSwitch = z.infer<typeof whitelabelSwitchSchema>;

const whitelabelState = () => z.object({ merchantCode: z.string(), flags: z.array(whitelabelSwitchSchema) });

/** Every flag the brand library knows, in its order (the spec's first). */
export const backofficeWhitelabelCall = defineCall({
  id: 'backofficeWhitelabel',
  method: 'GET',
  path: '/api/backoffice/system/whitelabel',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode }),
  response: whitelabelState,
});

/**
 * Switches one compiled-in feature off (or back on). The gateway refuses it on its own routes at
 * once; the apps hide it at their next system-status read (every minute). A flag the brand did
 * not compile in: 409 FEATURE_NOT_COMPILED; already in that state: 409 NOTHING_TO_CHANGE.
 */
export const backofficeSwitchWhitelabelCall = defineCall({
  id: 'backofficeSwitchWhitelabel',
  method: 'POST',
  path: '/api/backoffice/system/whitelabel',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, flag: flagName, on: z.boolean() }),
  response: whitelabelState,
});

// ---------------------------------------------------------------- feedback bounds and points

/** The word bounds a feedback may have (spec §5 "between {0} and {1} words"); min ≤ max. */
export const FEEDBACK_WORDS_LIMIT = 5000;
/** Bounds of the points rule, the same as the operator call's (points.ts). */
export const POINTS_SETTINGS_LIMITS = { turnoverPerPoint: 100_000_000, pointValue: 100_000, minConvertPoints: MAX_POINTS } as const;

export const systemSettingsSchema = z.lazy(() =>
  z.object({
    merchantCode: z.string(),
    feedback: z.object({ minWords: z.int(), maxWords: z.int() }),
    points: z.object({
      /** Turnover, in minor units, that earns one point. */
      turnoverPerPoint: z.int(),
      /** Money, in minor units, one point converts to. */
      pointValue: z.int(),
      minConvertPoints: z.int(),
    }),
    currency: z.string(),
  }),
);
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const backofficeSystemSettingsCall = defineCall({
  id: 'backofficeSystemSettings',
  method: 'GET',
  path: '/api/backoffice/system/settings',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode }),
  response: () => systemSettingsSchema,
});

const words = () => z.int().check(z.minimum(1), z.maximum(FEEDBACK_WORDS_LIMIT));

/** Both bounds at once; maxWords below minWords: 400 VALIDATION_FAILED on maxWords. */
export const backofficeFeedbackBoundsCall = defineCall({
  id: 'backofficeFeedbackBounds',
  method: 'POST',
  path: '/api/backoffice/system/feedback',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, minWords: words(), maxWords: words() }),
  response: () => systemSettingsSchema,
});

/** The earning and conversion rule; fields left out keep their value. Earned points never change. */
export const backofficePointsSettingsCall = defineCall({
  id: 'backofficePointsSettings',
  method: 'POST',
  path: '/api/backoffice/system/points',
  token: false,
  encrypted: false,
  request: () =>
    z.strictObject({
      merchantCode,
      turnoverPerPoint: z.optional(z.int().check(z.minimum(1), z.maximum(POINTS_SETTINGS_LIMITS.turnoverPerPoint))),
      pointValue: z.optional(z.int().check(z.minimum(1), z.maximum(POINTS_SETTINGS_LIMITS.pointValue))),
      minConvertPoints: z.optional(z.int().check(z.minimum(1), z.maximum(POINTS_SETTINGS_LIMITS.minConvertPoints))),
    }),
  response: () => systemSettingsSchema,
});

/** The permission of each call above: the System screen is the owner's (system.manage). */
export const BACKOFFICE_SYSTEM_PERMISSION_OF: Readonly<Record<string, BackofficePermission>> = {
  backofficeWhitelabel: 'system.manage',
  backofficeSwitchWhitelabel: 'system.manage',
  backofficeSystemSettings: 'system.manage',
  backofficeFeedbackBounds: 'system.manage',
  backofficePointsSettings: 'system.manage',
};
