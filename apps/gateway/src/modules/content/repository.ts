import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  announcements,
  banners,
  helpArticles,
  promotions,
  winners,
  type AnnouncementRow,
  type BannerRow,
  type PromotionRow,
} from '../../db/schema';

export type NewBanner = Omit<typeof banners.$inferInsert, 'id'>;
export type NewAnnouncement = Omit<typeof announcements.$inferInsert, 'id'>;
export type NewPromotion = Omit<typeof promotions.$inferInsert, 'id'>;
export type NewWinner = Omit<typeof winners.$inferInsert, 'id'>;
export type NewHelpArticle = Omit<typeof helpArticles.$inferInsert, 'id'>;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type WinnerRow = typeof winners.$inferSelect;

export interface AnnouncementQuery {
  merchantCode: string;
  language: string;
  types: readonly AnnouncementRow['type'][];
  executions: readonly AnnouncementRow['execution'][];
  now: Date;
  /** Default `all`: the public popups and notices; `agents` is the agent centre's page. */
  audience?: AnnouncementRow['audience'];
}

export function createContentRepository(db: Db) {
  /** Started, and not yet ended: the date window of spec §4. */
  const announcementWhere = (q: AnnouncementQuery): SQL =>
    and(
      eq(announcements.merchantCode, q.merchantCode),
      eq(announcements.language, q.language),
      inArray(announcements.type, [...q.types]),
      inArray(announcements.execution, [...q.executions]),
      eq(announcements.audience, q.audience ?? 'all'),
      lte(announcements.startDate, q.now),
      or(isNull(announcements.endDate), gt(announcements.endDate, q.now)),
    )!;

  return {
    bannersOf: (merchantCode: string, groupName: BannerRow['groupName']): Promise<BannerRow[]> =>
      db
        .select()
        .from(banners)
        .where(and(eq(banners.merchantCode, merchantCode), eq(banners.groupName, groupName)))
        .orderBy(asc(banners.sortOrder), asc(banners.id)),

    /** Newest first. */
    announcementsOf: (q: AnnouncementQuery): Promise<AnnouncementRow[]> =>
      db
        .select()
        .from(announcements)
        .where(announcementWhere(q))
        .orderBy(desc(announcements.startDate), desc(announcements.id)),

    /** Started promotions, newest first. */
    promotionsOf: (merchantCode: string, language: string, now: Date): Promise<PromotionRow[]> =>
      db
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.language, language), lte(promotions.startDate, now)))
        .orderBy(desc(promotions.startDate), desc(promotions.id)),

    /** The biggest wins first; among equal amounts, the most recent. */
    winnersOf: (merchantCode: string, limit: number): Promise<WinnerRow[]> =>
      db
        .select()
        .from(winners)
        .where(eq(winners.merchantCode, merchantCode))
        .orderBy(desc(winners.winAmount), desc(winners.createdAt), desc(winners.id))
        .limit(limit),

    helpOf: (merchantCode: string, language: string): Promise<HelpArticleRow[]> =>
      db
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.merchantCode, merchantCode), eq(helpArticles.language, language)))
        .orderBy(asc(helpArticles.sortOrder), asc(helpArticles.id)),

    /** Creates (no id) or replaces the merchant's item `id`; undefined when it has no such item. */
    async saveBanner(id: number | undefined, row: NewBanner): Promise<BannerRow | undefined> {
      if (id === undefined) return (await db.insert(banners).values(row).returning())[0];
      const { merchantCode, ...fields } = row;
      return (
        await db
          .update(banners)
          .set(fields)
          .where(and(eq(banners.id, id), eq(banners.merchantCode, merchantCode)))
          .returning()
      )[0];
    },

    async saveAnnouncement(id: number | undefined, row: NewAnnouncement): Promise<AnnouncementRow | undefined> {
      if (id === undefined) return (await db.insert(announcements).values(row).returning())[0];
      const { merchantCode, ...fields } = row;
      return (
        await db
          .update(announcements)
          .set(fields)
          .where(and(eq(announcements.id, id), eq(announcements.merchantCode, merchantCode)))
          .returning()
      )[0];
    },

    async savePromotion(id: number | undefined, row: NewPromotion): Promise<PromotionRow | undefined> {
      if (id === undefined) return (await db.insert(promotions).values(row).returning())[0];
      const { merchantCode, ...fields } = row;
      return (
        await db
          .update(promotions)
          .set(fields)
          .where(and(eq(promotions.id, id), eq(promotions.merchantCode, merchantCode)))
          .returning()
      )[0];
    },

    /** The seed keys the merchant already has, in every content table (keys are prefixed by kind). */
    async seedKeysOf(merchantCode: string): Promise<Set<string>> {
      const tables = [banners, announcements, promotions, winners, helpArticles];
      const union = sql.join(
        tables.map((t) => sql`select ${t.seedKey} as k from ${t} where ${t.merchantCode} = ${merchantCode} and ${t.seedKey} is not null`),
        sql` union all `,
      );
      const result = (await db.execute(union)) as unknown as { rows: { k: string }[] };
      return new Set(result.rows.map((row) => row.k));
    },

    /**
     * Seeded banners and promotions whose picture is a generated SVG data URI with the words drawn
     * in (what the seed wrote before banners had per-language copy): the seed upgrades them.
     */
    async seededTextPictures(merchantCode: string): Promise<{ banners: string[]; promotions: string[] }> {
      const legacy = 'data:image/svg+xml;base64,%';
      const result = (await db.execute(sql`
        select 'b' as kind, ${banners.seedKey} as k from ${banners}
          where ${banners.merchantCode} = ${merchantCode} and ${banners.seedKey} is not null and ${banners.copy} is null and ${banners.url} like ${legacy}
        union all
        select 'p' as kind, ${promotions.seedKey} as k from ${promotions}
          where ${promotions.merchantCode} = ${merchantCode} and ${promotions.seedKey} is not null and ${promotions.images}::text like ${`%${legacy}`}`)) as unknown as {
        rows: { kind: string; k: string }[];
      };
      return {
        banners: result.rows.filter((row) => row.kind === 'b').map((row) => row.k),
        promotions: result.rows.filter((row) => row.kind === 'p').map((row) => row.k),
      };
    },

    async replaceSeededBannerArt(
      merchantCode: string,
      seedKey: string,
      fields: Pick<NewBanner, 'url' | 'title' | 'copy' | 'updatedAt'>,
    ): Promise<void> {
      await db
        .update(banners)
        .set(fields)
        .where(and(eq(banners.merchantCode, merchantCode), eq(banners.seedKey, seedKey), isNull(banners.copy)));
    },

    async replaceSeededPromotionImages(merchantCode: string, seedKey: string, images: string[], updatedAt: Date): Promise<void> {
      await db
        .update(promotions)
        .set({ images, updatedAt })
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.seedKey, seedKey)));
    },

    async promotionIdBySeedKey(merchantCode: string, seedKey: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: promotions.id })
        .from(promotions)
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.seedKey, seedKey)));
      return row?.id;
    },

    /**
     * The demo seed: each row carries a seed_key, and a key the merchant already has is skipped,
     * so seeding is idempotent across restarts and concurrent instances. Answers the rows inserted.
     */
    async seed(rows: {
      banners: NewBanner[];
      announcements: NewAnnouncement[];
      promotions: NewPromotion[];
      winners: NewWinner[];
      help: NewHelpArticle[];
    }): Promise<number> {
      const target = (table: typeof banners | typeof announcements | typeof promotions | typeof winners | typeof helpArticles) => ({
        target: [table.merchantCode, table.seedKey],
        where: isNotNull(table.seedKey),
      });
      let inserted = 0;
      const count = (r: unknown[]) => (inserted += r.length);
      if (rows.banners.length)
        count(await db.insert(banners).values(rows.banners).onConflictDoNothing(target(banners)).returning({ id: banners.id }));
      if (rows.announcements.length)
        count(
          await db
            .insert(announcements)
            .values(rows.announcements)
            .onConflictDoNothing(target(announcements))
            .returning({ id: announcements.id }),
        );
      if (rows.promotions.length)
        count(await db.insert(promotions).values(rows.promotions).onConflictDoNothing(target(promotions)).returning({ id: promotions.id }));
      if (rows.winners.length)
        count(await db.insert(winners).values(rows.winners).onConflictDoNothing(target(winners)).returning({ id: winners.id }));
      if (rows.help.length)
        count(await db.insert(helpArticles).values(rows.help).onConflictDoNothing(target(helpArticles)).returning({ id: helpArticles.id }));
      return inserted;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
