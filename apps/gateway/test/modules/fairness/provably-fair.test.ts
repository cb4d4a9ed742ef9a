import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideRound, fairDraw, newServerSeed, serverSeedHashOf } from '../../../src/modules/fairness/provably-fair';
import { REEL } from '../../../src/modules/games/in-house';

/**
 * The scheme written out again from its description (HMAC-SHA256 keyed by the secret seed bytes,
 * message `clientSeed:nonce:k`, 4-byte big-endian words, rejection of the biased tail), independently
 * of the gateway's DrawStream: the first `count` draws of uniform(n).
 */
function referenceUniforms(serverSeed: string, message: string, n: number, count: number): number[] {
  const key = Buffer.from(serverSeed, 'hex');
  const limit = 2 ** 32 - (2 ** 32 % n);
  const out: number[] = [];
  for (let k = 0; out.length < count; k++) {
    const block = createHmac('sha256', key).update(`${message}:${k}`).digest();
    for (let offset = 0; offset < 32 && out.length < count; offset += 4) {
      const u = block.readUInt32BE(offset);
      if (u < limit) out.push(u % n);
    }
  }
  return out;
}

describe('provably fair in-house rounds', () => {
  const pair = { serverSeed: 'a3'.repeat(32), clientSeed: 'player-seed' };

  it('commits to the seed with hex(SHA-256(seed bytes))', () => {
    expect(serverSeedHashOf(pair.serverSeed)).toBe(createHash('sha256').update(Buffer.from(pair.serverSeed, 'hex')).digest('hex'));
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(newServerSeed());
  });

  it('decides the same round from the same server seed, client seed and nonce, and another round from another nonce or client seed', () => {
    const first = decideRound('PGE_SLOT3', 1_00, undefined, pair, 7);
    expect(decideRound('PGE_SLOT3', 1_00, undefined, pair, 7)).toEqual(first);
    const byNonce = Array.from({ length: 20 }, (_, nonce) => decideRound('PGE_DICE', 1_00, 'LOW', pair, nonce).outcome.join());
    expect(new Set(byNonce).size).toBeGreaterThan(5);
    const byClient = Array.from({ length: 20 }, (_, i) => decideRound('PGE_DICE', 1_00, 'LOW', { ...pair, clientSeed: `c${i}` }, 0).outcome.join());
    expect(new Set(byClient).size).toBeGreaterThan(5);
  });

  it('draws exactly what HMAC-SHA256(server seed, "clientSeed:nonce:k") gives, rejection-sampled without modulo bias', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const dice = decideRound('PGE_DICE', 1_00, 'HIGH', pair, nonce).outcome;
      expect(dice).toEqual(referenceUniforms(pair.serverSeed, `${pair.clientSeed}:${nonce}`, 6, 2).map((u) => u + 1));
      const reels = decideRound('PGE_SLOT3', 1_00, undefined, pair, nonce).outcome;
      expect(reels).toEqual(referenceUniforms(pair.serverSeed, `${pair.clientSeed}:${nonce}`, REEL.length, 3).map((u) => REEL[u]));
    }
    // n = 3 * 2^30 rejects every word of 3 * 2^30 and above (a quarter of them): the draw must skip them.
    const n = 3 * 2 ** 30;
    const draw = fairDraw(pair, 0);
    const drawn = Array.from({ length: 40 }, () => draw(0, n));
    expect(drawn).toEqual(referenceUniforms(pair.serverSeed, `${pair.clientSeed}:0`, n, 40));
    expect(drawn.every((value) => value < n)).toBe(true);
  });

  it('cannot be predicted from the published hash: the outcome keyed by the hash differs from the real one', () => {
    const seed = newServerSeed();
    const published = serverSeedHashOf(seed);
    const real = Array.from({ length: 30 }, (_, nonce) => decideRound('PGE_DICE', 1_00, 'LOW', { serverSeed: seed, clientSeed: 'c' }, nonce).outcome.join());
    const fromHash = Array.from({ length: 30 }, (_, nonce) => decideRound('PGE_DICE', 1_00, 'LOW', { serverSeed: published, clientSeed: 'c' }, nonce).outcome.join());
    expect(fromHash).not.toEqual(real);
  });

  it('rolls each die face with frequency 1/6 within 5 standard deviations over 60,000 rolls', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const seed = { serverSeed: 'b7'.repeat(32), clientSeed: 'stat' };
    for (let nonce = 0; nonce < 30_000; nonce++) {
      for (const face of decideRound('PGE_DICE', 1, 'LOW', seed, nonce).outcome as number[]) counts[face - 1]! += 1;
    }
    const expected = 60_000 / 6;
    const sd = Math.sqrt(60_000 * (1 / 6) * (5 / 6));
    for (const count of counts) expect(Math.abs(count - expected)).toBeLessThan(5 * sd);
  });
});
