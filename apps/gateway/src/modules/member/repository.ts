import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberKnownIps, members, type Member, type NewMember } from '../../db/schema';

export type MemberPatch = Partial<Omit<NewMember, 'id' | 'merchantCode' | 'createdAt'>>;

/** Thrown when an insert or update hits one of the per-merchant unique indexes. */
export class DuplicateMemberError extends Error {
  constructor(readonly field: 'account' | 'mobile' | 'affiliateCode') {
    super(`duplicate ${field}`);
    this.name = 'DuplicateMemberError';
  }
}

/** Drizzle wraps driver errors; both pg and PGlite carry the SQLSTATE and constraint name. */
function uniqueViolation(error: unknown): DuplicateMemberError | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505') {
      const name = constraint ?? message ?? '';
      if (name.includes('mobile')) return new DuplicateMemberError('mobile');
      if (name.includes('affiliate')) return new DuplicateMemberError('affiliateCode');
      return new DuplicateMemberError('account');
    }
  }
  return undefined;
}

export function createMemberRepository(db: Db) {
  const first = async (where: ReturnType<typeof and>) => (await db.select().from(members).where(where).limit(1))[0];
  return {
    findById: (id: number): Promise<Member | undefined> => first(eq(members.id, id)),

    /** Case-insensitive, as the unique index is: "Demo01" logs in as "demo01". */
    findByAccount: (merchantCode: string, account: string): Promise<Member | undefined> =>
      first(and(eq(members.merchantCode, merchantCode), sql`lower(${members.account}) = ${account.toLowerCase()}`)),

    findByMobile: (merchantCode: string, mobile: string): Promise<Member | undefined> =>
      first(and(eq(members.merchantCode, merchantCode), eq(members.mobile, mobile))),

    findByAffiliateCode: (merchantCode: string, code: string): Promise<Member | undefined> =>
      first(and(eq(members.merchantCode, merchantCode), eq(members.affiliateCode, code.toUpperCase()))),

    /** How many members registered with this member as their upline (their referral code). */
    async countInvited(memberId: number): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(members).where(eq(members.uplineId, memberId));
      return Number(row?.n ?? 0);
    },

    async insert(member: NewMember): Promise<Member> {
      try {
        const [row] = await db.insert(members).values(member).returning();
        return row!;
      } catch (error) {
        throw uniqueViolation(error) ?? error;
      }
    },

    async update(id: number, patch: MemberPatch): Promise<Member | undefined> {
      try {
        const [row] = await db.update(members).set(patch).where(eq(members.id, id)).returning();
        return row;
      } catch (error) {
        throw uniqueViolation(error) ?? error;
      }
    },

    /** Moves last_login_at to previous_login_at in one statement, so concurrent logins cannot lose one. */
    async recordLogin(id: number, at: Date): Promise<Member> {
      const [row] = await db
        .update(members)
        .set({ previousLoginAt: sql`${members.lastLoginAt}`, lastLoginAt: at })
        .where(eq(members.id, id))
        .returning();
      return row!;
    },

    /** Accepts a TOTP step only if it is newer than the last one used: a code works once. */
    async advanceTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ totpLastStep: step })
        .where(and(eq(members.id, id), sql`coalesce(${members.totpLastStep}, -1) < ${step}`))
        .returning({ id: members.id });
      return rows.length === 1;
    },

    async knownIps(memberId: number): Promise<string[]> {
      const rows = await db.select({ ip: memberKnownIps.ip }).from(memberKnownIps).where(eq(memberKnownIps.memberId, memberId));
      return rows.map((row) => row.ip);
    },

    async rememberIp(memberId: number, ip: string, at: Date): Promise<void> {
      await db.insert(memberKnownIps).values({ memberId, ip, firstSeen: at }).onConflictDoNothing();
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
