import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Who an exclusion covers. A gateway serves the brands of one operator, so a cool-off or
 * self-exclusion taken on one brand covers the same person on every merchant: the account itself,
 * and any account whose mobile or e-mail matches the contact details recorded when it was taken.
 * Only verified contacts are ever recorded (exclude.ts), but the account checked here matches on
 * its contact whether or not it verified its own copy: the recorded value is proven to be the
 * excluded person's, so an account using it is most likely theirs, and blocking too much is the
 * safe direction for someone who asked to be kept away (the opposite mistake lets them gamble).
 * `memberId` is the account being checked (a value or a column); the clause reads the
 * `protection_exclusions e` row.
 */
function coversMember(memberId: number | SQL): SQL {
  return sql`(e.member_id = ${memberId} or exists (
      select 1 from members t where t.id = ${memberId}
         and ((t.mobile is not null and e.mobile = t.mobile)
           or (t.email is not null and e.email = lower(t.email)))))`;
}

function inForce(at: Date): SQL {
  return sql`e.starts_at <= ${at.toISOString()} and (e.ends_at is null or e.ends_at > ${at.toISOString()})`;
}

/**
 * A SQL condition, true when the member in `memberIdColumn` is in cool-off or self-exclusion at
 * `at`: for bulk senders (broadcast messages, marketing) to leave such members out in the same query,
 * e.g. `where m.merchant_code = ... and not ${excludedMemberCondition(sql`m.id`, at)}`.
 */
export function excludedMemberCondition(memberIdColumn: SQL, at: Date): SQL {
  return sql`exists (select 1 from protection_exclusions e where ${coversMember(memberIdColumn)} and ${inForce(at)})`;
}

export interface ActiveExclusion {
  kind: 'cool_off' | 'self_exclusion';
  startsAt: Date;
  /** Null: permanent. */
  endsAt: Date | null;
}

/**
 * The exclusion in force for this person at `at`, the one that ends last (a permanent one first),
 * or null. Any brand's exclusion counts (see coversMember).
 */
export async function activeExclusion(db: Db, memberId: number, at: Date = new Date()): Promise<ActiveExclusion | null> {
  const result = (await db.execute(sql`
    select e.kind, e.starts_at, e.ends_at from protection_exclusions e
     where ${coversMember(memberId)} and ${inForce(at)}
     order by e.ends_at desc nulls first limit 1`)) as unknown as { rows: { kind: ActiveExclusion['kind']; starts_at: string | Date; ends_at: string | Date | null }[] };
  const row = result.rows[0];
  if (!row) return null;
  return { kind: row.kind, startsAt: new Date(row.starts_at), endsAt: row.ends_at === null ? null : new Date(row.ends_at) };
}

/**
 * True while the player is in cool-off or self-exclusion on any brand of the operator. Agent
 * salary and rebate jobs call it and pay nothing tied to such a player (issue 11).
 */
export async function isPaymentBlockedForPlayer(db: Db, memberId: number, at: Date = new Date()): Promise<boolean> {
  return (await activeExclusion(db, memberId, at)) !== null;
}
