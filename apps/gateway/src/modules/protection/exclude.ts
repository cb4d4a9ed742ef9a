import type { Exclusion } from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { protectionExclusions, type ExclusionKind } from '../../db/protection-schema';
import type { Member } from '../../db/schema';
import { verifiedContactsOf, type VerifiedContacts } from '../member/contact-verification';
import { appendAuditWithin } from './audit-log';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a cool-off of `days` days taken at `at` ends. */
export function coolOffEnd(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** When a self-exclusion of `months` calendar months taken at `at` ends; null: permanent. */
export function selfExclusionEnd(at: Date, months: number | 'permanent'): Date | null {
  if (months === 'permanent') return null;
  const end = new Date(at.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/**
 * Every account of the person on every brand: this member and any member whose mobile or e-mail
 * equals one of the verified contacts recorded on the exclusion. Their sessions end together (the
 * SQL returns member ids).
 */
function samePerson(memberId: number, contacts: VerifiedContacts) {
  return sql`select id from members
              where id = ${memberId}
                 or (${contacts.mobile}::text is not null and mobile = ${contacts.mobile})
                 or (${contacts.email}::text is not null and lower(email) = ${contacts.email})`;
}

/**
 * Starts a cool-off or self-exclusion at once, in one transaction: the row (with the verified
 * contact details that carry it to the person's other brands), the end of every session of the person
 * on every brand, and the audit event. Nothing ever shortens or deletes it.
 */
export async function startExclusion(
  db: Db,
  member: Pick<Member, 'id' | 'merchantCode'>,
  kind: ExclusionKind,
  at: Date,
  endsAt: Date | null,
): Promise<Exclusion> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // Only a contact the account proved is recorded, so it is the only thing that carries the
    // exclusion to other accounts: anyone can type someone else's e-mail on another brand, and an
    // unverified copy must not let them lock that person out of their own account.
    const contacts = await verifiedContactsOf(tx, member.id);
    await tx.insert(protectionExclusions).values({
      memberId: member.id,
      merchantCode: member.merchantCode,
      kind,
      mobile: contacts.mobile,
      email: contacts.email,
      startsAt: at,
      endsAt,
    });
    const ended = (await tx.execute(sql`delete from sessions where member_id in (${samePerson(member.id, contacts)}) returning member_id`)) as unknown as {
      rows: unknown[];
    };
    await appendAuditWithin(tx, {
      event: 'exclusion',
      merchantCode: member.merchantCode,
      memberId: member.id,
      detail: { kind, endsAt: endsAt ? endsAt.toISOString() : null, sessionsEnded: ended.rows.length },
      at,
    });
    return { kind, startsAt: at.toISOString(), endsAt: endsAt ? endsAt.toISOString() : null };
  });
}
