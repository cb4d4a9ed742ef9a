import { BACKOFFICE_PERMISSIONS } from '@platform/shared/api-contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { bearerToken, entryByToken } from '../src/security/api-keys';

const OPERATOR = 'o'.repeat(32);
const REQUIRED = { OPERATOR_TOKEN: OPERATOR, DEFAULT_PASSWORD: 'Default123' };
const GRAFANA = 'g'.repeat(32);
const CASHIER = 'c'.repeat(32);

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('config: operator API keys (issue 25)', () => {
  it('reads OPERATOR_API_KEYS after OPERATOR_TOKEN\'s automation key, with permissions and merchant scopes', () => {
    const { apiKeys } = loadConfig({
      ...REQUIRED,
      OPERATOR_API_KEYS: ` grafana:${GRAFANA}:metrics.read , cashier-bot:${CASHIER}:cashier.read+cashier.decide@LUCKY+ROYAL`,
    });
    expect(apiKeys).toEqual([
      { name: 'automation', token: OPERATOR, permissions: [...BACKOFFICE_PERMISSIONS], merchants: '*' },
      { name: 'grafana', token: GRAFANA, permissions: ['metrics.read'], merchants: '*' },
      { name: 'cashier-bot', token: CASHIER, permissions: ['cashier.read', 'cashier.decide'], merchants: ['LUCKY', 'ROYAL'] },
    ]);
    expect(loadConfig({ ...REQUIRED, OPERATOR_API_KEYS: `all:${GRAFANA}:*@*` }).apiKeys[1]).toMatchObject({
      permissions: [...BACKOFFICE_PERMISSIONS],
      merchants: '*',
    });
  });

  it('narrows OPERATOR_TOKEN by OPERATOR_TOKEN_PERMISSIONS', () => {
    const [automation] = loadConfig({ ...REQUIRED, OPERATOR_TOKEN_PERMISSIONS: 'jobs.run, outbox.read' }).apiKeys;
    expect(automation).toEqual({ name: 'automation', token: OPERATOR, permissions: ['jobs.run', 'outbox.read'], merchants: '*' });
    expect(problemsOf({ ...REQUIRED, OPERATOR_TOKEN_PERMISSIONS: 'jobs.run,root' })).toMatch(
      /OPERATOR_TOKEN_PERMISSIONS: the list: unknown permission "root" .*Fix: set OPERATOR_TOKEN_PERMISSIONS/,
    );
  });

  it('refuses an unknown permission, a bad merchant and a malformed entry, naming the entry but not its token', () => {
    const unknown = problemsOf({ ...REQUIRED, OPERATOR_API_KEYS: `grafana:${GRAFANA}:metrics.write` });
    expect(unknown).toMatch(/OPERATOR_API_KEYS: entry 1 \(grafana\): unknown permission "metrics.write".*Fix: set OPERATOR_API_KEYS to name:token:/);
    expect(unknown).not.toContain(GRAFANA);
    expect(problemsOf({ ...REQUIRED, OPERATOR_API_KEYS: `grafana:${GRAFANA}:metrics.read@lucky` })).toContain('merchants must be codes like LUCKY+ROYAL');
    expect(problemsOf({ ...REQUIRED, OPERATOR_API_KEYS: `grafana:${GRAFANA}` })).toContain('entry 1 (grafana) must be name:token:permissions');
    expect(problemsOf({ ...REQUIRED, OPERATOR_API_KEYS: `grafana:${GRAFANA}:` })).toContain('list at least one permission');
    expect(problemsOf({ ...REQUIRED, OPERATOR_API_KEYS: `Grafana Bot:${GRAFANA}:metrics.read` })).toContain('the name must be 2-32');
  });

  it('refuses a duplicate name, automation included', () => {
    expect(problemsOf({ ...REQUIRED, OPERATOR_API_KEYS: `a1:${GRAFANA}:metrics.read,a1:${CASHIER}:cashier.read` })).toContain(
      'entry 2 (a1): the name is used twice',
    );
    expect(problemsOf({ ...REQUIRED, OPERATOR_API_KEYS: `automation:${GRAFANA}:metrics.read` })).toContain('the name is used twice');
  });

  it('refuses a short or repeated token, and one that is OPERATOR_TOKEN or a SUPPORT_STAFF token', () => {
    const short = problemsOf({ ...REQUIRED, OPERATOR_API_KEYS: 'grafana:short-secret:metrics.read' });
    expect(short).toContain('the token must be at least 24 characters');
    expect(short).not.toContain('short-secret');
    expect(problemsOf({ ...REQUIRED, OPERATOR_API_KEYS: `a1:${GRAFANA}:metrics.read,a2:${GRAFANA}:cashier.read` })).toContain(
      'entry 2 (a2): the token is used twice',
    );
    expect(problemsOf({ ...REQUIRED, OPERATOR_API_KEYS: `a1:${OPERATOR}:metrics.read` })).toContain('the token of a1 equals OPERATOR_TOKEN');
    expect(problemsOf({ ...REQUIRED, SUPPORT_STAFF: `ana:${CASHIER}`, OPERATOR_API_KEYS: `a1:${CASHIER}:metrics.read` })).toContain(
      'the token of a1 equals a SUPPORT_STAFF token',
    );
  });

  it('treats an empty OPERATOR_API_KEYS as none', () => {
    expect(loadConfig({ ...REQUIRED, OPERATOR_API_KEYS: '' }).apiKeys.map((key) => key.name)).toEqual(['automation']);
  });
});

describe('API key lookup', () => {
  const keys = [
    { name: 'a', token: GRAFANA },
    { name: 'b', token: CASHIER },
  ];

  it('reads exactly "Bearer <token>", any case of the scheme', () => {
    expect(bearerToken(`Bearer ${GRAFANA}`)).toBe(GRAFANA);
    expect(bearerToken(`bearer ${GRAFANA}`)).toBe(GRAFANA);
    for (const header of [undefined, '', `Basic ${GRAFANA}`, 'Bearer', `Bearer ${GRAFANA} extra`]) expect(bearerToken(header)).toBeNull();
  });

  it('finds the entry of a token, and none for a prefix, a longer token or an empty one', () => {
    expect(entryByToken(keys, CASHIER)?.name).toBe('b');
    for (const token of [CASHIER.slice(0, -1), `${CASHIER}0`, '', ' ']) expect(entryByToken(keys, token)).toBeNull();
  });
});
