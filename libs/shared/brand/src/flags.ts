/**
 * The spec's white-label feature flags (§6), plus the social and phone-auth
 * switches. Meanings:
 * - USERNAMEREG3: username login and registration.
 * - MOBILENUMREG3: registration by mobile number.
 * - MOBILEVERCODELOGIN3: login by SMS verification code.
 * - DIRECTREG3: free play (trial accounts).
 * - REGMOBVERF3: SMS verification at registration.
 * - MOBILENUMPASSREG3: mobile-number password registration.
 * - CHNGPASSVERIF3: forced password change on expiry.
 * - AGENTPOLICY3: the agent policy (consolidated contract info).
 */
export const SPEC_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
] as const;

export const EXTRA_FLAGS = ['SOCIALGOOGLE', 'SOCIALFACEBOOK', 'PHONEAUTHFIREBASE'] as const;

/** One line per flag, shown by editors through the generated JSON Schema. */
export const FLAG_DESCRIPTIONS: Record<
  (typeof SPEC_FLAGS)[number] | (typeof EXTRA_FLAGS)[number],
  string
> = {
  USERNAMEREG3: 'Username login and registration.',
  MOBILENUMREG3: 'Registration by mobile number.',
  MOBILEVERCODELOGIN3: 'Login by SMS verification code.',
  DIRECTREG3: 'Free play: one-click trial accounts.',
  REGMOBVERF3: 'SMS verification of the mobile number at registration.',
  MOBILENUMPASSREG3: 'Mobile-number and password registration.',
  CHNGPASSVERIF3: 'Forced password change on expiry (off by default).',
  AGENTPOLICY3: 'The agent policy: consolidated agent contract information.',
  SOCIALGOOGLE: 'Social login with Google (OIDC).',
  SOCIALFACEBOOK: 'Social login with Facebook (OIDC).',
  PHONEAUTHFIREBASE: 'Phone authentication through Firebase.',
};

export const ALL_FLAGS = [...SPEC_FLAGS, ...EXTRA_FLAGS] as const;
export type FlagName = (typeof ALL_FLAGS)[number];
export type FlagSet = Record<FlagName, boolean>;

/**
 * The runtime kill-switch: the served white-label config may turn a
 * compiled-in feature OFF, never ON. A flag absent from the served config
 * keeps its compiled value.
 */
export function effectiveFlags(
  compiled: FlagSet,
  served: Partial<Record<string, boolean>>,
): FlagSet {
  const result = { ...compiled };
  for (const name of ALL_FLAGS) {
    if (served[name] === false) result[name] = false;
  }
  return result;
}
