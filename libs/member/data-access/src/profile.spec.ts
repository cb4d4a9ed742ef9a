import { describe, expect, it } from 'vitest';
import { referralLink } from './profile';

describe('the referral link (spec §3: registration reads referralCode from the query)', () => {
  it('opens the register popup with the code, encoded', () => {
    expect(referralLink('https://fortuna.example', 'AB12CD34')).toBe('https://fortuna.example/register?referralCode=AB12CD34');
    expect(referralLink('http://x', 'a b&c')).toBe('http://x/register?referralCode=a%20b%26c');
  });
});
