import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './limits-repository';

/**
 * True when `recipient` (a mobile in stored form or an e-mail) belongs to a person in cool-off or
 * self-exclusion: the contact recorded on an exclusion in force, or the contact of an account an
 * exclusion in force covers. Marketing must not reach them (issue 11).
 */
export async function isMarketingBlocked(db: Db, recipient: string, at: Date): Promise<boolean> {
  const contact = recipient.includes('@') ? recipient.trim().toLowerCase() : recipient.trim();
  const iso = at.toISOString();
  const rows = await rowsOf<{ blocked: boolean }>(
    db,
    sql`select exists (
          select 1 from protection_exclusions e
           where e.starts_at <= ${iso} and (e.ends_at is null or e.ends_at > ${iso})
             and (e.mobile = ${contact} or e.email = ${contact}
               or e.member_id in (select id from members where mobile = ${contact} or lower(email) = ${contact}))
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
    async send(message: { to: string; body: string }): Promise<boolean> {
      if (await isMarketingBlocked(db, message.to, now())) return false;
      await channel.send(message);
      return true;
    },
  };
}
