import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSeeds } from '../../../src/db/games-schema';
import { decideRound } from '../../../src/modules/fairness/provably-fair';
import { PASSWORD } from '../../support/wallet';
import type { AuthHarness } from '../../support/auth';
import { login, tokenOf } from '../../support/auth';
import { backends } from '../../support/backends';
import { auditLedger, call, mainBalance, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';
import { fairnessClient } from './support';

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`provably fair in-house games on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    it('shows the server seed hash before play; rotating reveals a seed whose SHA-256 is that hash, and each revealed round verifies', async () => {
      const member = await walletMember(h.app, { balance: 500_00 });
      const fair = fairnessClient(h.app, member);
      const shown = await fair.seed();
      expect(shown).toMatchObject({ nonce: 0 });
      expect(shown.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      // Asking again before play answers the same commitment: it is fixed before the first round.
      expect(await fair.seed()).toEqual(shown);

      const rounds = [];
      for (let i = 0; i < 6; i++) {
        const body = i % 2 ? { gameCode: 'PGE_SLOT3' as const, bet: 1_00 } : { gameCode: 'PGE_DICE' as const, bet: 1_00, pick: 'LOW' };
        const round = (await fair.play({ ...body, serverSeedHash: shown.serverSeedHash })).value!;
        expect(round.fair).toEqual({ serverSeedHash: shown.serverSeedHash, clientSeed: shown.clientSeed, nonce: i });
        rounds.push(round);
      }
      expect((await fair.seed()).nonce).toBe(6);

      const rotated = (await fair.rotate()).value!;
      expect(rotated.revealed).toMatchObject({ serverSeedHash: shown.serverSeedHash, clientSeed: shown.clientSeed, rounds: 6 });
      expect(sha256(rotated.revealed.serverSeed)).toBe(shown.serverSeedHash);
      expect(rotated.active.serverSeedHash).not.toBe(shown.serverSeedHash);
      expect(rotated.active).toMatchObject({ clientSeed: shown.clientSeed, nonce: 0 });

      for (const [nonce, round] of rounds.entries()) {
        const verified = (await fair.verify(round.roundId)).value!;
        expect(verified).toMatchObject({
          serverSeed: rotated.revealed.serverSeed,
          serverSeedHash: shown.serverSeedHash,
          nonce,
          hashMatches: true,
          outcomeMatches: true,
          outcome: round.outcome,
          win: round.win,
        });
        // Recomputed here too, from the revealed values only.
        const pick = round.gameCode === 'PGE_DICE' ? 'LOW' : undefined;
        expect(decideRound(round.gameCode, round.bet, pick, { serverSeed: verified.serverSeed, clientSeed: verified.clientSeed }, nonce).outcome).toEqual(round.outcome);
      }
    });

    it('decides rounds with the secret seed, never with the published hash (KaniCasino #152)', async () => {
      const member = await walletMember(h.app, { balance: 500_00 });
      const fair = fairnessClient(h.app, member);
      const { serverSeedHash, clientSeed } = await fair.seed();
      const played = [];
      for (let i = 0; i < 24; i++) played.push((await fair.play({ gameCode: 'PGE_DICE', bet: 10, pick: 'HIGH' })).value!.outcome);
      const { serverSeed } = (await fair.rotate()).value!.revealed;
      const fromSecret = played.map((_, nonce) => decideRound('PGE_DICE', 10, 'HIGH', { serverSeed, clientSeed }, nonce).outcome);
      const fromHash = played.map((_, nonce) => decideRound('PGE_DICE', 10, 'HIGH', { serverSeed: serverSeedHash, clientSeed }, nonce).outcome);
      expect(played).toEqual(fromSecret);
      expect(played).not.toEqual(fromHash);
    });

    it('refuses to verify a round while its seed is secret (SEED_NOT_REVEALED), and verifies it once rotated', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const fair = fairnessClient(h.app, member);
      const round = (await fair.play({ gameCode: 'PGE_SLOT3', bet: 1_00 })).value!;
      const refused = await fair.verify(round.roundId);
      expect(refused).toMatchObject({ success: false, code: 'SEED_NOT_REVEALED' });
      expect(JSON.stringify(refused)).not.toContain((await h.app.db.select().from(gameSeeds).where(eq(gameSeeds.memberId, member.id)))[0]!.serverSeed);
      expect((await fair.verify(randomUUID())).code).toBe('NOT_FOUND');
      // Another member cannot verify (or read) it either.
      expect((await fairnessClient(h.app, await walletMember(h.app)).verify(round.roundId)).code).toBe('NOT_FOUND');
      await fair.rotate();
      expect((await fair.verify(round.roundId)).value).toMatchObject({ hashMatches: true, outcomeMatches: true });
    });

    it('reveals the seed of a session that has ended, when one of its rounds is verified or the next session makes its pair', async () => {
      const endSession = async (member: WalletMember) => {
        expect((await call(h.app, member, 'POST', '/api/auth/logout', {})).statusCode).toBe(200);
        member.token = tokenOf(await login(h.app, { username: member.account, password: PASSWORD }, { ip: member.ip }));
      };
      // Verified from the next session: revealed on the spot.
      const member = await walletMember(h.app, { balance: 100_00 });
      const fair = fairnessClient(h.app, member);
      const first = await fair.seed();
      const round = (await fair.play({ gameCode: 'PGE_DICE', bet: 1_00, pick: 'SEVEN' })).value!;
      await endSession(member);
      expect((await fair.recall()).games[0]!.rounds[0]).toMatchObject({ ref: round.roundId, verifiable: false });
      const verified = (await fair.verify(round.roundId)).value!;
      expect(verified).toMatchObject({ serverSeedHash: first.serverSeedHash, hashMatches: true, outcomeMatches: true });
      expect((await fair.recall()).games[0]!.rounds[0]).toMatchObject({ verifiable: true });
      // The new session has a pair of its own.
      expect((await fair.seed()).serverSeedHash).not.toBe(first.serverSeedHash);

      // The next session's first pair reveals the ended session's pair.
      const other = await walletMember(h.app, { balance: 100_00 });
      const otherFair = fairnessClient(h.app, other);
      const played = (await otherFair.play({ gameCode: 'PGE_SLOT3', bet: 1_00 })).value!;
      await endSession(other);
      await otherFair.seed();
      expect((await otherFair.recall()).games[0]!.rounds[0]).toMatchObject({ ref: played.roundId, verifiable: true });
    });

    it('lets the player set the client seed, refuses a bad one with a field message, and refuses a round under a hash that was rotated away', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const fair = fairnessClient(h.app, member);
      const old = await fair.seed();
      const rotated = (await fair.rotate('my-lucky_seed-42')).value!;
      expect(rotated.active.clientSeed).toBe('my-lucky_seed-42');
      const stale = await fair.play({ gameCode: 'PGE_SLOT3', bet: 1_00, serverSeedHash: old.serverSeedHash });
      expect(stale).toMatchObject({ success: false, code: 'SEED_CHANGED' });
      expect(await mainBalance(h.app, member)).toBe(100_00);
      const round = (await fair.play({ gameCode: 'PGE_SLOT3', bet: 1_00, serverSeedHash: rotated.active.serverSeedHash })).value!;
      expect(round.fair).toEqual({ serverSeedHash: rotated.active.serverSeedHash, clientSeed: 'my-lucky_seed-42', nonce: 0 });
      for (const bad of ['', 'a:b', 'x'.repeat(65), 'ünicode']) expect((await fair.rotate(bad)).code).toBe('VALIDATION_FAILED');
    });

    it('decides free play (a trial account) with the same seeded code as real play, on play money only', async () => {
      const trial = await walletMember(h.app, { type: 4 });
      const fair = fairnessClient(h.app, trial);
      const seed = await fair.seed();
      const round = (await fair.play({ gameCode: 'PGE_DICE', bet: 5_00, pick: 'LOW' })).value!;
      expect(round).toMatchObject({ realm: 'play', fair: { serverSeedHash: seed.serverSeedHash, nonce: 0 } });
      const { serverSeed } = (await fair.rotate()).value!.revealed;
      expect(decideRound('PGE_DICE', 5_00, 'LOW', { serverSeed, clientSeed: seed.clientSeed }, 0)).toEqual({ outcome: round.outcome, win: round.win });
      expect((await fair.verify(round.roundId)).value).toMatchObject({ outcomeMatches: true });
    });

    it('uses each nonce once when rounds of one session race, and replays a round id without a new nonce', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const fair = fairnessClient(h.app, member);
      const answers = await Promise.all(Array.from({ length: 6 }, () => fair.play({ gameCode: 'PGE_SLOT3', bet: 1_00 })));
      const nonces = answers.map((answer) => answer.value!.fair!.nonce).sort((a, b) => a - b);
      expect(nonces).toEqual([0, 1, 2, 3, 4, 5]);
      const roundId = randomUUID();
      const [a, b] = await Promise.all([fair.play({ gameCode: 'PGE_DICE', bet: 1_00, pick: 'LOW', roundId }), fair.play({ gameCode: 'PGE_DICE', bet: 1_00, pick: 'LOW', roundId })]);
      expect(a.value).toEqual(b.value);
      expect((await fair.seed()).nonce).toBe(7);
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0 });
    });
  });
}
