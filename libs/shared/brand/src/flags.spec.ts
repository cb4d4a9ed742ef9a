import { describe, expect, it } from 'vitest';
import { ALL_FLAGS, effectiveFlags, FLAG_DESCRIPTIONS, SPEC_FLAGS, type FlagSet } from './flags';

function flags(on: readonly string[]): FlagSet {
  return Object.fromEntries(ALL_FLAGS.map((f) => [f, on.includes(f)])) as FlagSet;
}

describe('effectiveFlags (runtime kill-switch)', () => {
  it('turns a compiled-in feature off when the served config says false', () => {
    const compiled = flags(['MOBILEVERCODELOGIN3', 'USERNAMEREG3']);
    const result = effectiveFlags(compiled, { MOBILEVERCODELOGIN3: false });
    expect(result.MOBILEVERCODELOGIN3).toBe(false);
    expect(result.USERNAMEREG3).toBe(true);
  });

  it('never turns on a feature that was not compiled in, whatever the server serves', () => {
    const compiled = flags(['USERNAMEREG3']);
    const served = Object.fromEntries(ALL_FLAGS.map((f) => [f, true]));
    const result = effectiveFlags(compiled, served);
    expect(result).toEqual(compiled);
    expect(result.MOBILEVERCODELOGIN3).toBe(false);
    expect(result.AGENTPOLICY3).toBe(false);
  });

  it('keeps the compiled value of a flag the served config leaves out', () => {
    const compiled = flags(['DIRECTREG3']);
    expect(effectiveFlags(compiled, {})).toEqual(compiled);
  });

  it('ignores served keys that are not flags', () => {
    const compiled = flags(['DIRECTREG3']);
    const result = effectiveFlags(compiled, { DIRECTREG3: true, NOTAFLAG: false });
    expect(Object.keys(result).sort()).toEqual([...ALL_FLAGS].sort());
  });

  it('does not change the compiled flag set it was given', () => {
    const compiled = flags(['MOBILEVERCODELOGIN3']);
    effectiveFlags(compiled, { MOBILEVERCODELOGIN3: false });
    expect(compiled.MOBILEVERCODELOGIN3).toBe(true);
  });
});

describe('flag list', () => {
  it('holds the spec white-label flags and describes every flag', () => {
    expect(SPEC_FLAGS).toEqual([
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILEVERCODELOGIN3',
      'DIRECTREG3',
      'REGMOBVERF3',
      'MOBILENUMPASSREG3',
      'CHNGPASSVERIF3',
      'AGENTPOLICY3',
    ]);
    for (const flag of ALL_FLAGS) expect(FLAG_DESCRIPTIONS[flag]).toMatch(/\.$/);
  });
});
