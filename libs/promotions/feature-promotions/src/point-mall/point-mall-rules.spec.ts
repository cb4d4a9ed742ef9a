import { describe, expect, it } from 'vitest';
import { REDEEM_STATUSES } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { checkConvert, redeemBlockReason, redeemFormError, redeemStatusKey } from './point-mall-rules';

describe('point mall rules', () => {
  it('refuses a redeem without the login password (spec §7 "redeem (password-checked)")', () => {
    expect(redeemFormError('')).toBe('validation.required');
    expect(redeemFormError('Demo1234')).toBeNull();
  });

  it('blocks a reward that costs more points than the balance', () => {
    expect(redeemBlockReason(499, 500)).toBe('point_mall.not_enough_points');
    expect(redeemBlockReason(500, 500)).toBeNull();
  });

  it('converts whole points only, at least the minimum and at most the balance, with the password', () => {
    expect(checkConvert('', 'pw', 1_000, 100).pointsError?.key).toBe('validation.required');
    expect(checkConvert('12.5', 'pw', 1_000, 100).pointsError?.key).toBe('point_mall.convert_whole');
    expect(checkConvert('99', 'pw', 1_000, 100).pointsError).toEqual({ key: 'point_mall.convert_min', values: { min: 100 } });
    expect(checkConvert('1001', 'pw', 1_000, 100).pointsError?.key).toBe('point_mall.not_enough_points');
    expect(checkConvert('1000', '', 1_000, 100)).toEqual({ pointsError: null, passwordError: 'validation.required', points: 1_000 });
    expect(checkConvert(' 100 ', 'pw', 1_000, 100)).toEqual({ pointsError: null, passwordError: null, points: 100 });
  });

  it('labels the three redeem statuses of spec §4 (in process, rejected, approved) in EN and PT', async () => {
    const en = await createI18n('EN');
    expect(REDEEM_STATUSES.map((status) => en.t(redeemStatusKey(status)))).toEqual(['In process', 'Rejected', 'Approved']);
    const pt = await createI18n('PT');
    expect(REDEEM_STATUSES.map((status) => pt.t(redeemStatusKey(status)))).toEqual(['Em processamento', 'Rejeitado', 'Aprovado']);
  });
});
