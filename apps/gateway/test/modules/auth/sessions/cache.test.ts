import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../../src/db/schema';
import { sha256Hex } from '../../../../src/security/tokens';
import { buildApp } from '../../../support/app';
import { CAPTCHA_TEXT, FakeClock, MINUTE, authManifest, createMember, freshIp, freshName, get, login, post, tokenOf } from '../../../support/auth';
import { backends, openPostgresInstances, type Backend, type TestDatabase } from '../../../support/backends';
import { createBrandsFixture, type BrandsFixture } from '../../../support/brands';

const PASSWORD = 'Secret123';
const SECOND = 1_000;

/** Two gateway instances on one database, as behind a load balancer (PGlite: one shared connection). */
async function openTwoInstances(backend: Backend, fixture: BrandsFixture, clock: FakeClock) {
  const databases: TestDatabase[] = backend.name === 'PostgreSQL' ? await openPostgresInstances(2) : [await backend.open()];
  const env = { SESSION_TOUCH_SECONDS: '60' };
  const apps: FastifyInstance[] = [];
  for (const database of [databases[0]!, databases[1] ?? databases[0]!]) {
    apps.push(await buildApp(fixture, { database, now: clock.now, captchaText: () => CAPTCHA_TEXT, env }));
  }
  return {
    apps: apps as [FastifyInstance, FastifyInstance],
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.dispose();
    },
  };
}

/**
 * Resolves once `app` has received `change` from the change feed. PGlite delivers it before the
 * write returns; PostgreSQL over the other instance's own connection, a few milliseconds later,
 * so on PostgreSQL "the next request" means the next one after that delivery (README, caches).
 */
function delivered(app: FastifyInstance, change: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${change} was not delivered within 2 s`)), 2_000);
    const stop = app.changeFeed.subscribe((seen) => {
      if (seen !== change) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`cached sessions on ${backend.name}`, () => {
    const clock = new FakeClock();
    let fixture: BrandsFixture;
    let instances: Awaited<ReturnType<typeof openTwoInstances>>;
    let a: FastifyInstance;
    let b: FastifyInstance;
    beforeAll(async () => {
      fixture = await createBrandsFixture();
      await fixture.writeManifest(await authManifest());
      instances = await openTwoInstances(backend, fixture, clock);
      [a, b] = instances.apps;
    });
    afterAll(async () => {
      await instances?.close();
      await fixture?.cleanup();
    });

    const session = async () => {
      const account = freshName('cache');
      const memberId = await createMember(a, { account, password: PASSWORD });
      const token = tokenOf(await login(a, { username: account, password: PASSWORD }, { ip: freshIp() }));
      return { token, memberId, tokenHash: sha256Hex(token) };
    };
    const info = (app: FastifyInstance, token: string) => get(app, '/api/member/info', { token, ip: freshIp() });
    /** On PGlite the change has reached B already when the write returns (asserted by not waiting); on PostgreSQL, wait for it. */
    const reachesB = (memberId: number) => {
      const seen = delivered(b, `member:${memberId}`);
      return () => (backend.name === 'PostgreSQL' ? seen : (seen.catch(() => undefined), Promise.resolve()));
    };
    const storedLastSeen = async (tokenHash: string) =>
      (await a.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0]?.at.getTime();

    it('writes the idle clock at most once per SESSION_TOUCH_SECONDS, and the idle timeout (15 minutes) still ends the session', async () => {
      const { token, tokenHash } = await session();
      const loggedInAt = clock.now().getTime();
      for (let i = 0; i < 5; i++) {
        clock.advance(10 * SECOND);
        expect((await info(a, token)).statusCode).toBe(200);
      }
      // Five calls in 50 seconds: the stored clock has not moved.
      expect(await storedLastSeen(tokenHash)).toBe(loggedInAt);
      clock.advance(15 * SECOND);
      expect((await info(a, token)).statusCode).toBe(200);
      expect(await storedLastSeen(tokenHash)).toBe(clock.now().getTime());

      // Idle for 14 minutes: alive; then idle for 15 minutes and a second: over, on both instances.
      clock.advance(14 * MINUTE);
      expect((await info(a, token)).statusCode).toBe(200);
      clock.advance(15 * MINUTE + SECOND);
      expect((await info(a, token)).statusCode).toBe(401);
      expect((await info(b, token)).statusCode).toBe(401);
    });

    it("keeps a session alive on one instance while the other serves it (the stored clock is the instances' common truth)", async () => {
      const { token } = await session();
      expect((await info(b, token)).statusCode).toBe(200);
      // Busy on A for 20 minutes; B's cached copy is idle by its own clock and must ask the database.
      for (let i = 0; i < 4; i++) {
        clock.advance(5 * MINUTE);
        expect((await info(a, token)).statusCode).toBe(200);
      }
      expect((await info(b, token)).statusCode).toBe(200);
    });

    it('refuses a session logged out on one instance on the very next request on the other', async () => {
      const { token, memberId } = await session();
      expect((await info(b, token)).statusCode).toBe(200);
      expect((await info(b, token)).statusCode).toBe(200);
      const settled = reachesB(memberId);
      expect((await post(a, '/api/auth/logout', {}, { token })).statusCode).toBe(200);
      await settled();
      expect((await info(b, token)).statusCode).toBe(401);
    });

    it('refuses every session of a member after a forced logout (password change, recovery) on the other instance', async () => {
      const first = await session();
      expect((await info(b, first.token)).statusCode).toBe(200);
      const settled = reachesB(first.memberId);
      await a.sessions.endAllFor(first.memberId);
      await settled();
      expect((await info(b, first.token)).statusCode).toBe(401);
    });

    it('refuses sessions ended by any SQL, as self-exclusion ends them, on both instances', async () => {
      const { token, memberId } = await session();
      expect((await info(a, token)).statusCode).toBe(200);
      expect((await info(b, token)).statusCode).toBe(200);
      const settled = reachesB(memberId);
      await a.db.execute(sql`delete from sessions where member_id = ${memberId}`);
      expect((await info(a, token)).statusCode).toBe(401);
      await settled();
      expect((await info(b, token)).statusCode).toBe(401);
    });

    it('refuses a disabled member at once, and shows a changed member row at once, on the other instance', async () => {
      const { token, memberId } = await session();
      expect((await info(b, token)).statusCode).toBe(200);
      let settled = reachesB(memberId);
      await a.memberRepository.update(memberId, { nickname: 'renamed' });
      await settled();
      expect((await info(b, token)).json().value.nickname).toBe('renamed');
      settled = reachesB(memberId);
      await a.memberRepository.update(memberId, { status: 'disabled' });
      await settled();
      expect((await info(b, token)).statusCode).toBe(401);
    });
  });
}
