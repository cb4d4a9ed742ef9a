import { z } from 'zod';
import { ALL_FLAGS, FLAG_DESCRIPTIONS } from './flags';
import { LANGUAGE_CODES } from './languages';
import { NAV_KEYS } from './nav-keys';

/** Registration fields of spec §3 that the server's validation config can switch. */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

const fieldRuleSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    minLength: z.number().int().min(0).max(255),
    maxLength: z.number().int().min(1).max(255),
    patternId: z.number().int().min(0),
    /** A single asterisk matches anything (spec §5). */
    acceptedPattern: z.string(),
  })
  .strict()
  .refine((rule) => rule.minLength <= rule.maxLength, {
    message: 'minLength must not exceed maxLength',
  });

const languageSchema = z.enum(LANGUAGE_CODES);
const urlSchema = z.url();

const flagsSchema = z
  .object(
    Object.fromEntries(
      ALL_FLAGS.map((flag) => [flag, z.boolean().describe(FLAG_DESCRIPTIONS[flag])]),
    ) as Record<(typeof ALL_FLAGS)[number], z.ZodBoolean>,
  )
  .strict();

/**
 * What a brand's jurisdiction decides at build time (issue 11, player protection). Every key is
 * optional in brand.json; a missing one takes JURISDICTION_DEFAULTS (UKGC-style values).
 */
export const JURISDICTION_DEFAULTS = {
  minimumAge: 18,
  sessionTimeoutMinutes: 15,
  realityCheckMinutes: 60,
  depositLimitPrompt: 'first-deposit',
  limitIncreaseDelayHours: 24,
} as const;

const jurisdictionSchema = z
  .object({
    minimumAge: z.number().int().min(18).max(25).default(JURISDICTION_DEFAULTS.minimumAge),
    sessionTimeoutMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(JURISDICTION_DEFAULTS.sessionTimeoutMinutes)
      .describe('The server ends a session idle this long.'),
    realityCheckMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(JURISDICTION_DEFAULTS.realityCheckMinutes)
      .describe('The reality-check popup interval; 0 turns it off.'),
    depositLimitPrompt: z
      .enum(['off', 'registration', 'first-deposit'])
      .default(JURISDICTION_DEFAULTS.depositLimitPrompt)
      .describe('Where a deposit limit is offered: at registration, before the first deposit, or not at all.'),
    limitIncreaseDelayHours: z
      .number()
      .int()
      .min(24)
      .max(7 * 24)
      .optional()
      .describe('How long a raised (or removed) limit waits before it applies; default 24.'),
  })
  .strict();

export type Jurisdiction = z.infer<typeof jurisdictionSchema>;

/** The jurisdiction with every optional key filled in from JURISDICTION_DEFAULTS. */
export function resolveJurisdiction(jurisdiction: Jurisdiction): Required<Jurisdiction> {
  return {
    ...jurisdiction,
    limitIncreaseDelayHours: jurisdiction.limitIncreaseDelayHours ?? JURISDICTION_DEFAULTS.limitIncreaseDelayHours,
  };
}

export const brandManifestSchema = z
  .object({
    $schema: z.string().optional(),
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,30}$/, 'lowercase letters, digits and dashes')
      .describe('The folder name under brands/, and the Nx project brand-<id>.'),
    displayName: z.string().min(1).max(60).describe('Shown in the page title and the header.'),
    merchantCode: z
      .string()
      .regex(/^[A-Z0-9_]{3,32}$/, 'upper-case letters, digits and _')
      .describe('Sent with every API call; kept in session and local storage (spec).'),
    platform: z.literal('WEB'),
    lotteryType: z.literal('SEA'),
    languages: z
      .object({ default: languageSchema, supported: z.array(languageSchema).min(1) })
      .strict()
      .refine((l) => l.supported.includes(l.default), {
        message: 'the default language must be one of the supported languages',
      }),
    domains: z
      .array(z.string().min(1))
      .min(1)
      .describe('Host names the gateway maps to this brand. Include <id>.localhost for e2e.'),
    mainDomain: z.string().min(1),
    customerService: z.array(
      z
        .object({
          labelNameEn: z.string(),
          // The spec's resource carries only the English label; a player reading another
          // language sees this one where the brand gives it (issue 21: no English on a PT page).
          labelNames: z
            .partialRecord(languageSchema, z.string().min(1))
            .optional()
            .describe('The label in other languages, by language code (e.g. "PT"); English is labelNameEn.'),
          url: urlSchema,
        })
        .strict(),
    ),
    appDownload: z.object({ ios: urlSchema, android: urlSchema }).strict(),
    analytics: z.object({ gtagId: z.string() }).strict(),
    imageCDNs: z.array(urlSchema).min(1),
    launchGameCDNs: z.array(urlSchema).min(1),
    flags: flagsSchema.describe(
      'Compiled in at build time: a flag that is off removes its code from the bundle.',
    ),
    registration: z
      .object(
        Object.fromEntries(
          REGISTRATION_FIELDS.map((f) => [f, fieldRuleSchema.optional()]),
        ) as Record<(typeof REGISTRATION_FIELDS)[number], z.ZodOptional<typeof fieldRuleSchema>>,
      )
      .strict(),
    menu: z
      .object({
        order: z.array(
          z.enum(NAV_KEYS),
        ),
        esportsVendors: z.array(z.string()),
        cockfightVendors: z.array(z.string()),
        inHouseVendors: z.array(z.string()),
        filterIgnore: z.array(z.string()),
      })
      .strict(),
    phoneAuth: z
      .object({
        firebase: z
          .object({
            apiKey: z.string().min(1),
            authDomain: z.string().min(1),
            projectId: z.string().min(1),
            appId: z.string().min(1),
          })
          .strict(),
      })
      .strict()
      .optional()
      .describe('The phone-auth provider (Firebase) used when PHONEAUTHFIREBASE is on.'),
    jurisdiction: jurisdictionSchema
      .default(JURISDICTION_DEFAULTS)
      .describe(
        'Player protection: minimum age, session timeout, reality check, deposit-limit prompt, limit-increase delay. Optional: missing keys take JURISDICTION_DEFAULTS.',
      ),
  })
  .strict();

export type BrandManifest = z.infer<typeof brandManifestSchema>;
export type RegistrationFieldRule = z.infer<typeof fieldRuleSchema>;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
