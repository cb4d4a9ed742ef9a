/** The back-office journeys' own gateway: a port no other e2e suite uses, so both can run at once. */
export const BACKOFFICE_E2E_PORT = 3310;
export const DEFAULT_MERCHANT = 'FORTUNA';
export const E2E_OPERATOR_TOKEN = 'bo-e2e-operator-token-not-a-secret-01';
export const E2E_DEFAULT_PASSWORD = 'Default123';

export interface SeededStaff {
  name: string;
  password: string;
  /** Base32 TOTP secret; the journeys compute codes from it as an authenticator app would. */
  secret: string;
  grants: string;
}

/**
 * Staff the gateway seeds at boot (BACKOFFICE_SEED_STAFF, refused in production). One member per
 * journey: a TOTP code is single-use per 30-second step, so two sign-ins of one member would wait.
 */
export const STAFF = {
  finance: { name: 'fin', password: 'Finance-pass-01', secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU', grants: 'finance@FORTUNA' },
  content: { name: 'cont', password: 'Content-pass-01', secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', grants: 'content@FORTUNA' },
  contentOnly: { name: 'cont2', password: 'Content-pass-02', secret: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK', grants: 'content@FORTUNA' },
  support: { name: 'sup', password: 'Support-pass-01', secret: 'ONSWG4TFORZWK3DFONSWG4TFORZWK3DF', grants: 'support@FORTUNA' },
  risk: { name: 'risk', password: 'Risk-pass-00001', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', grants: 'risk@FORTUNA' },
  riskDraws: { name: 'risk2', password: 'Risk-pass-00002', secret: 'NBSWY3DPEB3W64TMNBSWY3DPEB3W64TM', grants: 'risk@FORTUNA' },
  owner: { name: 'own', password: 'Owner-pass-0001', secret: 'GE3DQMRVGI2TQNBSGE3DQMRVGI2TQNBS', grants: 'owner@FORTUNA' },
  ownerSystem: { name: 'own2', password: 'Owner-pass-0002', secret: 'MZXW6YTBOI3DEMJRMZXW6YTBOI3DEMJR', grants: 'owner@FORTUNA' },
  // The layout check's owner: its own member, so its sign-in never waits on another journey's TOTP step.
  ownerLayout: { name: 'own3', password: 'Owner-pass-0003', secret: 'ORSXG5DMMF4W65LUORSXG5DMMF4W65LU', grants: 'owner@FORTUNA' },
} as const satisfies Record<string, SeededStaff>;

export function seedStaffVariable(): string {
  return Object.values(STAFF)
    .map((staff) => `${staff.name}:${staff.password}:${staff.secret}:${staff.grants}`)
    .join(',');
}
