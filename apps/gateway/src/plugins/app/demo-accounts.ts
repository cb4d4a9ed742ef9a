import { AGENT_TYPES } from '@platform/shared/api-contract';
import type { Merchant, NewMember } from '../../db/schema';
import type { PasswordHasher } from '../../security/passwords';
import type { MemberRepository } from '../../modules/member/repository';
import { DuplicateMemberError } from '../../modules/member/repository';
import { MEMBER_TYPE, flagOn, toMobile } from '../../modules/member/rules';
import { DEFAULT_DIALING_CODE } from '../../modules/registration/country-codes';

export interface DemoAccount {
  account: string;
  password: string;
  type: number;
  affiliateCode?: string;
  nickname: string;
  /** The national number, on the brand's default dialing code: how an SMS-first brand's member logs in. */
  mobile?: string;
  /** The demo account this one was registered under (seeded before it), as the register centre would. */
  upline?: string;
}

/** The first agent type of spec §3 (1): what the register centre creates when a sub-agent is asked for. */
const AGENT = AGENT_TYPES[0];

/**
 * The demo agent of the other brands and its team (README "Demo accounts"): two players and a
 * sub-agent with a player of its own, so the agent centre's team overview has a team to show
 * (issue 21's screenshots at 390 and 1440 px per brand). On a brand that logs in by SMS code
 * (Lucky) the agent has a mobile number to log in with. Elsewhere it has none, as the default
 * brand's agent: a password login from a new network then asks for no code, since there is no
 * contact to send one to.
 */
export const BRAND_DEMO_AGENT = { account: 'agent01', password: 'Agent1234', mobile: '11800000001' } as const;

function brandAgentTeam(merchant: Merchant): DemoAccount[] {
  const agent = BRAND_DEMO_AGENT.account;
  const { mobile, ...login } = BRAND_DEMO_AGENT;
  return [
    {
      ...login,
      ...(flagOn(merchant, 'MOBILEVERCODELOGIN3') && { mobile }),
      type: AGENT,
      affiliateCode: 'AGENT01',
      nickname: 'Demo agent',
    },
    { account: 'team01', password: 'Demo1234', type: MEMBER_TYPE.MEMBER, nickname: 'Team player', upline: agent },
    { account: 'team02', password: 'Demo1234', type: MEMBER_TYPE.MEMBER, nickname: 'Team player', upline: agent },
    { account: 'subagent01', password: 'Agent1234', type: AGENT, affiliateCode: 'AGENT02', nickname: 'Demo sub-agent', upline: agent },
    { account: 'team03', password: 'Demo1234', type: MEMBER_TYPE.MEMBER, nickname: 'Team player', upline: 'subagent01' },
  ];
}

/**
 * The demo accounts (README "Demo accounts"). Their passwords are public by design:
 * they exist only when SEED_DEMO=true, which production never sets.
 */
export function demoAccountsFor(merchant: Merchant, isDefaultBrand: boolean, defaultPassword: string): DemoAccount[] {
  const accounts: DemoAccount[] = [{ account: 'demo01', password: 'Demo1234', type: MEMBER_TYPE.MEMBER, nickname: 'Demo player' }];
  if (isDefaultBrand) {
    // The default brand's agent has no seeded team: its journeys register their own downlines under it.
    accounts.push(
      { account: 'agent01', password: 'Agent1234', type: AGENT, affiliateCode: 'AGENT01', nickname: 'Demo agent' },
      // Logs in with the default password, so the forced change shows.
      { account: 'newbie01', password: defaultPassword, type: MEMBER_TYPE.MEMBER, nickname: 'New player' },
    );
  } else {
    accounts.push(...brandAgentTeam(merchant));
  }
  return accounts;
}

/**
 * Idempotent: an existing account is left exactly as it is, password and all. Accounts are
 * inserted in order through the member repository, so an upline exists before its downlines and
 * the database's tree trigger places each one in the agent tree as a register-centre sign-up is.
 */
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
      // The demo accounts go straight to the lobby; newbie01 shows the first-login steps.
      firstTimeLogin: demo.account === 'newbie01',
      affiliateCode: demo.affiliateCode ?? null,
      mobile: demo.mobile === undefined ? null : toMobile(DEFAULT_DIALING_CODE, demo.mobile),
      uplineId: demo.upline === undefined ? null : await uplineId(members, merchant, demo.upline),
      ...(demo.upline !== undefined && { profile: { registerMethod: 'agent' } }),
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

async function uplineId(members: MemberRepository, merchant: Merchant, account: string): Promise<number> {
  const upline = await members.findByAccount(merchant.code, account);
  // The list puts every upline before its downlines; a missing one is a mistake in the list.
  if (!upline) throw new Error(`demo account ${account} must be seeded before its downlines on ${merchant.code}`);
  return upline.id;
}
