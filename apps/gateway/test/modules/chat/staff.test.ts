import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import { parseSupportStaff, staffByToken } from '../../../src/modules/chat/staff';

const T1 = 'a'.repeat(24);
const T2 = 'b'.repeat(32);

describe('SUPPORT_STAFF: named staff tokens for the support console', () => {
  it('reads name:token pairs, trimmed; unset or blank is no staff (the console is closed)', () => {
    expect(parseSupportStaff(` alice :${T1}, Bob Smith:${T2} `)).toEqual([
      { name: 'alice', token: T1 },
      { name: 'Bob Smith', token: T2 },
    ]);
    expect(parseSupportStaff(undefined)).toEqual([]);
    expect(parseSupportStaff('  ')).toEqual([]);
  });

  it('refuses a name outside 1-32 characters or with odd characters, a short token, and duplicates', () => {
    expect(() => parseSupportStaff(`:${T1}`)).toThrow(/entry 1: the name/);
    expect(() => parseSupportStaff(`${'n'.repeat(33)}:${T1}`)).toThrow(/the name must be 1-32/);
    expect(parseSupportStaff(`${'n'.repeat(32)}:${T1}`)[0]!.name).toHaveLength(32);
    expect(() => parseSupportStaff(`<b>eve</b>:${T1}`)).toThrow(/the name/);
    expect(() => parseSupportStaff('alice:short')).toThrow(/entry 1 \(alice\): the token must be at least 24/);
    expect(() => parseSupportStaff('alice')).toThrow(/the token/);
    expect(() => parseSupportStaff(`alice:${T1},ALICE:${T2}`)).toThrow(/entry 2 \(ALICE\): the name is used twice/);
    expect(() => parseSupportStaff(`alice:${T1},bob:${T1}`)).toThrow(/entry 2 \(bob\): the token is used twice/);
  });

  it('stops the boot on a bad value, naming the variable and never echoing a token', () => {
    const base = { OPERATOR_TOKEN: 'o'.repeat(24), DEFAULT_PASSWORD: 'Default123' };
    expect(loadConfig({ ...base, SUPPORT_STAFF: `alice:${T1}` }).supportStaff).toEqual([{ name: 'alice', token: T1 }]);
    expect(loadConfig(base).supportStaff).toEqual([]);
    const bad = () => loadConfig({ ...base, SUPPORT_STAFF: 'alice:tooshort-secret' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/SUPPORT_STAFF: entry 1 \(alice\)/);
    expect(bad).not.toThrow(/tooshort-secret/);
    // The operator token is not a staff token: a reply made with it could not say who sent it.
    expect(() => loadConfig({ ...base, SUPPORT_STAFF: `alice:${base.OPERATOR_TOKEN}` })).toThrow(/equals OPERATOR_TOKEN/);
  });

  it('finds the staff member of a Bearer header or a bare token, and nobody for anything else', () => {
    const staff = parseSupportStaff(`alice:${T1},bob:${T2}`);
    expect(staffByToken(staff, `Bearer ${T2}`)?.name).toBe('bob');
    expect(staffByToken(staff, T1)?.name).toBe('alice');
    for (const presented of [undefined, '', 'Bearer ', `Bearer ${T1}x`, `Bearer ${T1.slice(1)}`, `Basic ${T1}`, `${T1} ${T2}`]) {
      expect(staffByToken(staff, presented), String(presented)).toBeNull();
    }
    expect(staffByToken([], T1)).toBeNull();
  });
});
