import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '@platform/shared/testing';
import { solveBotCheck } from './bot-check';

describe('ALTCHA proof of work', () => {
  it('finds the number whose SHA-256 with the salt matches the challenge', async () => {
    const salt = 'abc123?expires=999';
    const secret = 4321;
    const challenge = createHash('sha256').update(salt + secret).digest('hex');
    const { client } = fakeClient({
      botChallenge: () => ({ algorithm: 'SHA-256', challenge, maxnumber: 10_000, salt, signature: 'sig' }),
    });
    const payload = JSON.parse(atob(await solveBotCheck(client)));
    expect(payload).toEqual({ algorithm: 'SHA-256', challenge, number: secret, salt, signature: 'sig' });
  });

  it('gives up beyond maxnumber instead of spinning forever', async () => {
    const { client } = fakeClient({
      botChallenge: () => ({ algorithm: 'SHA-256', challenge: 'f'.repeat(64), maxnumber: 50, salt: 's', signature: 'x' }),
    });
    await expect(solveBotCheck(client)).rejects.toThrow('could not be solved');
  });
});
