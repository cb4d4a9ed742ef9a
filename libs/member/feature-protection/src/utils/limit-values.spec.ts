import { describe, expect, it } from 'vitest';
import { formatMinor, parseLimitInput } from './limit-values';
import { elapsedParts, msUntilNextCheck } from './reality-check-schedule';

describe('limit input', () => {
  it('reads a money limit as integer cents, from 0.01 up to the contract maximum', () => {
    expect(parseLimitInput('deposit', ' 10.5 ')).toEqual({ value: 1050 });
    expect(parseLimitInput('loss', '0.01')).toEqual({ value: 1 });
    expect(parseLimitInput('wager', '1000000000')).toEqual({ value: 100_000_000_000 });
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1000000000.01']) {
      expect(parseLimitInput('deposit', bad)).toEqual({ error: 'protection.amount_invalid' });
    }
  });

  it('reads the session limit as whole minutes from 5 to 1440', () => {
    expect(parseLimitInput('session', '5')).toEqual({ value: 5 });
    expect(parseLimitInput('session', '1440')).toEqual({ value: 1440 });
    for (const bad of ['4', '1441', '30.5', '', 'x']) {
      expect(parseLimitInput('session', bad)).toEqual({ error: 'protection.minutes_invalid' });
    }
  });

  it('shows cents as money text', () => {
    expect(formatMinor(123456)).toBe('1,234.56');
    expect(formatMinor(-5)).toBe('-0.05');
  });
});

describe('reality check schedule', () => {
  it('is due at each whole interval of session time', () => {
    expect(msUntilNextCheck(0, 3600)).toBe(3600_000);
    expect(msUntilNextCheck(3000, 3600)).toBe(600_000);
    expect(msUntilNextCheck(3700, 3600)).toBe(3500_000);
  });

  it('does not count a check that fired a moment early as the next one', () => {
    expect(msUntilNextCheck(3599, 3600)).toBe(3601_000);
  });

  it('schedules a test config interval shorter than a minute', () => {
    expect(msUntilNextCheck(0, 20)).toBe(20_000);
    expect(msUntilNextCheck(25, 20)).toBe(15_000);
  });

  it('is never due when the jurisdiction has no reality check', () => {
    expect(msUntilNextCheck(100, 0)).toBeNull();
  });

  it('splits session time into hours and minutes', () => {
    expect(elapsedParts(3725)).toEqual({ hours: 1, minutes: 2 });
    expect(elapsedParts(59)).toEqual({ hours: 0, minutes: 0 });
  });
});
