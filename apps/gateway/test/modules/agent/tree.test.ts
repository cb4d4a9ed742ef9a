import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { createAgentRepository } from '../../../src/modules/agent/repository';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { openWalletHarness, walletMember, call, type WalletMember } from '../../support/wallet';

/** Fan-out and depth of the generated tree: 6 + 36 + ... + 6^5 = 9,330 members below the root agent. */
const FAN_OUT = 6;
const LEVELS = 5;
const TEAM_SIZE = Array.from({ length: LEVELS }, (_, i) => FAN_OUT ** (i + 1)).reduce((a, b) => a + b, 0);

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Grows the tree one level per statement: every member of the level gets FAN_OUT downlines. */
async function growTree(db: Db, rootId: number, tag: string): Promise<void> {
  let parents = sql`select ${rootId}::int as id`;
  for (let level = 1; level <= LEVELS; level++) {
    await db.execute(sql`
      insert into members (merchant_code, account, nickname, type, password_hash, password_changed_at, upline_id, created_at)
      select 'FORTUNA', ${tag} || '-' || ${level}::text || '-' || p.id::text || '-' || g::text, 'tree', 0, 'x', now(), p.id,
             '2020-01-01T00:00:00Z'::timestamptz
        from (${parents}) p cross join generate_series(1, ${FAN_OUT}) g`);
    parents = sql`select id from members where account like ${`${tag}-${level}-%`}`;
  }
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the team tree on ${backend.name}`, () => {
    let h: AuthHarness;
    let root: WalletMember;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
      root = await walletMember(h.app, { type: 1 });
      await growTree(h.app.db, root.id, `t${root.id}`);
    }, 120_000);
    afterAll(async () => {
      await h?.close();
    });

    it(`counts ${TEAM_SIZE} members over ${LEVELS} levels, and every subtree`, async () => {
      const repo = createAgentRepository(h.app.db);
      const started = performance.now();
      const counts = await repo.counts(root.id, 'FORTUNA', new Date('2030-01-01T00:00:00Z'), new Date('2029-12-25T00:00:00Z'));
      const elapsed = performance.now() - started;
      console.info(`team of ${TEAM_SIZE} on ${backend.name}: counted in ${elapsed.toFixed(0)} ms`);
      expect(counts).toEqual({ direct: FAN_OUT, total: TEAM_SIZE, newToday: 0, new7: 0 });

      const [mid] = await rows<{ id: number }>(h.app.db, sql`select id from members where upline_id = ${root.id} order by id limit 1`);
      const below = await repo.counts(mid!.id, 'FORTUNA', new Date(), new Date());
      // A sub-team of 258 members: the path (kept by the trigger) at any depth, its levels counted from the agent.
      const [small] = await rows<{ id: number }>(h.app.db, sql`select id from members where upline_id = ${mid!.id} order by id limit 1`);
      expect((await repo.counts(small!.id, 'FORTUNA', new Date(), new Date())).total).toBe(FAN_OUT + FAN_OUT ** 2 + FAN_OUT ** 3);
      expect(below.total).toBe(TEAM_SIZE / FAN_OUT - 1);

      const [other] = await rows<{ id: number }>(h.app.db, sql`select id from members where upline_id = ${root.id} order by id desc limit 1`);
      let leaf = mid!;
      for (let level = 2; level <= LEVELS; level++) {
        const [child] = await rows<{ id: number }>(h.app.db, sql`select id from members where upline_id = ${leaf.id} limit 1`);
        leaf = child!;
      }
      expect(await repo.isInTeam(root.id, leaf.id)).toBe(true);
      expect(await repo.isInTeam(mid!.id, leaf.id)).toBe(true);
      expect(await repo.isInTeam(other!.id, leaf.id)).toBe(false);
      expect(await repo.isInTeam(leaf.id, root.id)).toBe(false);
      expect(await repo.isInTeam(root.id, root.id)).toBe(false);
    });

    it('pages the deepest level of the team through the API, with its level', async () => {
      const page = await call(h.app, root, 'POST', '/api/agent/downlines', { scope: 'team', pageSize: 50, pageNo: Math.ceil(TEAM_SIZE / 50) });
      expect(page.statusCode, page.body).toBe(200);
      const value = page.json().value;
      expect(value.total).toBe(TEAM_SIZE);
      expect(value.rows.every((r: { level: number }) => r.level === LEVELS)).toBe(true);
      const overview = (await call(h.app, root, 'POST', '/api/agent/team/overview', {})).json().value;
      expect(overview).toMatchObject({ directDownlines: FAN_OUT, totalDownlines: TEAM_SIZE });
    });

    it('moves the whole subtree with a member that changes upline, and refuses a cycle', async () => {
      const repo = createAgentRepository(h.app.db);
      const [first] = await rows<{ id: number }>(h.app.db, sql`select id from members where upline_id = ${root.id} order by id limit 1`);
      const [last] = await rows<{ id: number }>(h.app.db, sql`select id from members where upline_id = ${root.id} order by id desc limit 1`);
      const [leaf] = await rows<{ id: number }>(
        h.app.db,
        sql`select id from members where tree_path @> array[${first!.id}::int] and cardinality(tree_path) = (select max(cardinality(tree_path)) from members) limit 1`,
      );
      const subTeam = TEAM_SIZE / FAN_OUT - 1;
      await h.app.db.execute(sql`update members set upline_id = ${last!.id} where id = ${first!.id}`);
      expect(await repo.isInTeam(last!.id, leaf!.id)).toBe(true);
      expect((await repo.counts(last!.id, 'FORTUNA', new Date(), new Date())).total).toBe(2 * subTeam + 1);
      // The last agent is now above the first: putting it below the first's leaf would close a loop.
      await expect(h.app.db.execute(sql`update members set upline_id = ${leaf!.id} where id = ${last!.id}`)).rejects.toThrow();
      await h.app.db.execute(sql`update members set upline_id = ${root.id} where id = ${first!.id}`);
      expect(await repo.isInTeam(last!.id, leaf!.id)).toBe(false);
      expect((await repo.counts(root.id, 'FORTUNA', new Date(), new Date())).total).toBe(TEAM_SIZE);
    });
  });
}
