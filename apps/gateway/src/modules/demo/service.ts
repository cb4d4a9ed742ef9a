import type { Merchant, NewMember } from '../../db/schema';
import type { PasswordHasher } from '../../security/passwords';
import type { MemberRepository } from '../member/repository';
import { DuplicateMemberError } from '../member/repository';

export interface DemoAccount {
  account: string;
  password: string;
  type: number;
  affiliateCode?: string;
  nickname: string;
}

/**
 * The demo accounts (README "Demo accounts"). Their passwords are public by design:
 * they exist only when SEED_DEMO=true, which production never sets.
 */
export function demoAccountsFor(merchant: Merchant, isDefaultBrand: boolean, defaultPassword: string): DemoAccount[] {
  const accounts: DemoAccount[] = [{ account: 'demo01', password: 'Demo1234', type: 0, nickname: 'Demo player' }];
  if (isDefaultBrand) {
    accounts.push(
      { account: 'agent01', password: 'Agent1234', type: 1, affiliateCode: 'AGENT01', nickname: 'Demo agent' },
      // Logs in with the default password, so the forced change shows.
      { account: 'newbie01', password: defaultPassword, type: 0, nickname: 'New player' },
    );
  }
  return accounts;
}

/** Idempotent: an existing account is left exactly as it is, password and all. */
export async function seedDemoAccounts(
  members: MemberRepository,
  passwords: PasswordHasher,
  merchant: Merchant,
  accounts: readonly DemoAccount[],
  now: Date,
): Promise<string[]> {
  const created: string[] = [];
  for (const demo of accounts) {
    if (await members.findByAccount(merchant.code, demo.account)) continue;
    const row: NewMember = {
      merchantCode: merchant.code,
      account: demo.account,
      nickname: demo.nickname,
      type: demo.type,
      passwordHash: await passwords.hash(demo.password),
      passwordChangedAt: now,
      // demo01 and agent01 go straight to the lobby; newbie01 shows the first-login steps.
      firstTimeLogin: demo.account === 'newbie01',
      affiliateCode: demo.affiliateCode ?? null,
    };
    try {
      await members.insert(row);
      created.push(demo.account);
    } catch (error) {
      // Another instance seeding at the same moment got there first.
      if (!(error instanceof DuplicateMemberError)) throw error;
    }
  }
  return created;
}
