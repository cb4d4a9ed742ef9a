import type { BackofficeAnnouncement } from '@platform/shared/api-contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema';

/** Announcements as staff see them (the content module's service writes them; this only reads). */

type AnnouncementRow = typeof announcements.$inferSelect;

export function toBackofficeAnnouncement(row: AnnouncementRow): BackofficeAnnouncement {
  return {
    id: row.id,
    type: row.type,
    execution: row.execution,
    language: row.language,
    title: row.title,
    content: row.content,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
  };
}

export async function announcementById(db: Db, merchantCode: string, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(and(eq(announcements.id, id), eq(announcements.merchantCode, merchantCode))).limit(1);
  return row;
}

export async function listAnnouncements(db: Db, merchantCode: string, page: number, pageSize: number) {
  const where = eq(announcements.merchantCode, merchantCode);
  const [rows, [total]] = await Promise.all([
    db.select().from(announcements).where(where).orderBy(desc(announcements.startDate), desc(announcements.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { rows: rows.map(toBackofficeAnnouncement), total: Number(total?.n ?? 0), page, pageSize };
}
