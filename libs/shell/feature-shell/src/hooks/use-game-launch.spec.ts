import { describe, expect, it } from 'vitest';
import { launchVerdict } from './use-game-launch';

describe('game launch guard (spec §2 "Game launch")', () => {
  it('opens the login popup when not logged in', () => {
    expect(launchVerdict({ hasToken: false, isTrial: false })).toBe('login');
  });

  it("stops a trial account with 'Please Register An Account First'", () => {
    expect(launchVerdict({ hasToken: true, isTrial: true })).toBe('trial');
  });

  it('launches for a member', () => {
    expect(launchVerdict({ hasToken: true, isTrial: false })).toBe('launch');
  });
});

describe('play-money launches (an in-house game played for free)', () => {
  it('lets a trial account start a play-money game', () => {
    expect(launchVerdict({ hasToken: true, isTrial: true, playMoney: true })).toBe('launch');
  });

  it('still sends a guest to the login popup', () => {
    expect(launchVerdict({ hasToken: false, isTrial: false, playMoney: true })).toBe('login');
  });
});
