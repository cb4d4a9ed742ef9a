import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verifiedContactSql } from '../member/contact-verification';
import { excludedMemberCondition } from './exclusion';
import { rowsOf } from './limits-repository';

/**
 * True when `recipient` (a mobile in stored form or an e-mail) belongs to a person in cool-off or
 * self-exclusion: a verified contact recorded on an exclusion in force, or the verified contact of
 * an account an exclusion in force covers. An unverified contact proves nothing about who holds it
 * (anyone can type a stranger's e-mail and then self-exclude), so it never suppresses a recipient;
 * a sender that knows the member it writes to passes `memberId`, which is checked by account.
 */
export async function isMarketingBlocked(db: Db, recipient: string, at: Date, memberId?: number): Promise<boolean> {
  const contact = recipient.includes('@') ? recipient.trim().toLowerCase() : recipient.trim();
  const iso = at.toISOString();
  const rows = await rowsOf<{ blocked: boolean }>(
    db,
    sql`select (exists (
          select 1 from protection_exclusions e
           where e.starts_at <= ${iso} and (e.ends_at is null or e.ends_at > ${iso})
             and (e.mobile = ${contact} or e.email = ${contact}))
        or exists (
          select 1 from members m
           where (${verifiedContactSql('m', 'mobile')} = ${contact} or ${verifiedContactSql('m', 'email')} = ${contact})
             and ${excludedMemberCondition(sql`m.id`, at)})
        ${memberId === undefined ? sql`` : sql`or ${excludedMemberCondition(sql`${memberId}::int`, at)}`}
        ) as blocked`,
  );
  return rows[0]?.blocked === true;
}

export interface MarketingChannel {
  send(message: { to: string; body: string }): Promise<void>;
}

/**
 * The only way a marketing message should leave: it checks the exclusion first and drops the
 * message for an excluded person. Answers whether the message was sent.
 */
export function createMarketingSender(db: Db, channel: MarketingChannel, now: () => Date) {
  return {
    async send(message: { to: string; body: string; memberId?: number }): Promise<boolean> {
      if (await isMarketingBlocked(db, message.to, now(), message.memberId)) return false;
      await channel.send(message);
      return true;
    },
  };
}
