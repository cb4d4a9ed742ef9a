import { describe, expect, it } from 'vitest';
import { defineCall } from '../define-call';
import { loginCall, resetByEmailCall, registerCall } from './auth';
import { changePasswordCall } from './member';
import { operatorSystemStatusCall } from './operator-system-status';
import * as z from 'zod/mini';

describe('call contracts', () => {
  it('trims the username and rejects unknown keys at login', () => {
    expect(loginCall.request.parse({ username: '  alice ', password: 'p', type: 'username' }).username).toBe('alice');
    expect(loginCall.request.safeParse({ username: 'a', password: 'p', type: 'username', admin: true }).success).toBe(false);
  });

  it('keeps the SMS code untrimmed and limits codes to 255 characters (spec §5)', () => {
    const base = { password: 'x', confirmPassword: 'x', domain: 'd', registerUrl: 'u', registerMethod: 'WEB', login: true, ageConfirmed: true };
    expect(registerCall.request.parse({ ...base, verificationCode: ' 12 ' }).verificationCode).toBe(' 12 ');
    expect(registerCall.request.safeParse({ ...base, verificationCode: 'x'.repeat(256) }).success).toBe(false);
  });

  it('requires registerMethod WEB, login true and the age confirmation', () => {
    const base = { password: 'x', confirmPassword: 'x', domain: 'd', registerUrl: 'u', login: true, ageConfirmed: true };
    expect(registerCall.request.safeParse({ ...base, registerMethod: 'APP' }).success).toBe(false);
    expect(registerCall.request.safeParse({ ...base, registerMethod: 'WEB', ageConfirmed: false }).success).toBe(false);
  });

  it('checks the e-mail format of a reset by e-mail', () => {
    expect(resetByEmailCall.request.safeParse({ username: 'a', email: 'nope' }).success).toBe(false);
    expect(resetByEmailCall.request.safeParse({ username: 'a', email: ' a@b.co ' }).success).toBe(true);
  });

  it('marks the spec T and E flags: change password needs a token and an encrypted body', () => {
    expect(changePasswordCall.token).toBe(true);
    expect(changePasswordCall.encrypted).toBe(true);
    expect(loginCall.token).toBe(false);
    expect(loginCall.encrypted).toBe(true);
  });

  it('accepts only IP addresses in the operator block list', () => {
    expect(operatorSystemStatusCall.request.safeParse({ merchantCode: 'X', blockedIps: ['203.0.113.9'] }).success).toBe(true);
    expect(operatorSystemStatusCall.request.safeParse({ merchantCode: 'X', blockedIps: ['not-an-ip'] }).success).toBe(false);
  });

  it('builds a schema on its first read and keeps it', () => {
    let built = 0;
    const call = defineCall({
      id: 'lazy',
      method: 'GET',
      path: '/api/lazy',
      token: false,
      encrypted: false,
      request: () => {
        built += 1;
        return z.object({ n: z.int() });
      },
      response: () => z.object({}),
    });
    expect(built).toBe(0);
    expect(call.request.safeParse({ n: 1 }).success).toBe(true);
    expect(call.request).toBe(call.request);
    expect(built).toBe(1);
    expect({ ...call, token: true }.request.safeParse({ n: 'x' }).success).toBe(false);
  });

  it('refuses a contract whose path is outside /api/', () => {
    expect(() =>
      defineCall({ id: 'x', method: 'GET', path: '/x', token: false, encrypted: false, request: () => z.object({}), response: () => z.object({}) }),
    ).toThrow('/api/');
  });
});
