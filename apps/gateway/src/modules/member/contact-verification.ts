import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberContactVerifications, type ContactChannel } from '../../db/member-schema';
import { members } from '../../db/schema';

/** E-mails are compared lower-cased everywhere (registration stores them so; matching lowers both sides). */
export function contactKey(channel: ContactChannel, contact: string): string {
  return channel === 'email' ? contact.trim().toLowerCase() : contact.trim();
}

/**
 * Records that the member proved `contact` (an entered code, an identity provider's word). Only the
 * member's current value is recorded: a proof for a contact the account no longer holds marks nothing.
 */
export async function markContactVerified(db: Db, memberId: number, channel: ContactChannel, contact: string, at: Date): Promise<void> {
  const value = contactKey(channel, contact);
  const current = channel === 'mobile' ? sql`${members.mobile}` : sql`lower(${members.email})`;
  await db.execute(sql`
    insert into member_contact_verifications (member_id, channel, contact, verified_at)
    select ${members.id}, ${channel}, ${value}, ${at.toISOString()} from ${members}
     where ${members.id} = ${memberId} and ${current} = ${value}
    on conflict (member_id, channel) do update set contact = excluded.contact, verified_at = excluded.verified_at`);
}

/** Drops the mark, e.g. when the contact is changed in the security centre without a code. */
export async function clearContactVerification(db: Db, memberId: number, channel: ContactChannel): Promise<void> {
  await db
    .delete(memberContactVerifications)
    .where(and(eq(memberContactVerifications.memberId, memberId), eq(memberContactVerifications.channel, channel)));
}

/**
 * The member's contact in `channel` when it is verified, else null, as a SQL expression over the
 * members row aliased `alias` (e.g. `m`). A mark for an older value does not count.
 */
export function verifiedContactSql(alias: string, channel: ContactChannel): SQL {
  const m = sql.raw(alias);
  const value = channel === 'mobile' ? sql`${m}.mobile` : sql`lower(${m}.email)`;
  return sql`(select ${value} from member_contact_verifications v
               where v.member_id = ${m}.id and v.channel = ${channel} and v.contact = ${value})`;
}

export interface VerifiedContacts {
  mobile: string | null;
  /** Lower-cased. */
  email: string | null;
}

/** The member's mobile and e-mail that are verified now (null: none, or not verified). */
export async function verifiedContactsOf(db: Db, memberId: number): Promise<VerifiedContacts> {
  const result = (await db.execute(sql`
    select ${verifiedContactSql('m', 'mobile')} as mobile, ${verifiedContactSql('m', 'email')} as email
      from members m where m.id = ${memberId}`)) as unknown as { rows: { mobile: string | null; email: string | null }[] };
  const row = result.rows[0];
  return { mobile: row?.mobile ?? null, email: row?.email ?? null };
}
