import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export interface OutboxEntry {
  channel: 'sms' | 'email';
  to: string;
  body: string;
  code: string | null;
  createdAt: Date;
}

/** How many messages the operator route returns, newest first. */
const LIMIT = 50;

export function createOutboxRepository(db: Db) {
  return {
    async add(entry: OutboxEntry): Promise<void> {
      await db.insert(outbox).values({
        channel: entry.channel,
        recipient: entry.to,
        body: entry.body,
        code: entry.code,
        createdAt: entry.createdAt,
      });
    },

    /**
     * An e-mail address matches exactly (case-insensitive). A phone number matches on its
     * digits' tail, so "11987654321" finds "+5511987654321" without knowing the dialing code.
     */
    async forRecipient(to: string): Promise<OutboxEntry[]> {
      const digits = to.replace(/\D/g, '');
      const where = to.includes('@')
        ? eq(outbox.recipient, to.trim().toLowerCase())
        : or(
            eq(outbox.recipient, to),
            digits.length >= 5 ? sql`regexp_replace(${outbox.recipient}, '[^0-9]', '', 'g') like ${`%${digits}`}` : undefined,
          );
      const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(LIMIT);
      return rows.map((row) => ({ channel: row.channel, to: row.recipient, body: row.body, code: row.code, createdAt: row.createdAt }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
