import { envelopeOf, lotteryLaunchCall } from '@platform/shared/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../../src/db/schema';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';

const launchEnvelope = envelopeOf(lotteryLaunchCall.response);

/**
 * Spec §4: the prize mode belongs to the lottery category (the LOTT vendors), so every launch
 * answers the same mode, whatever game it opens: one launch per SPA route.
 */
const LAUNCHES = [
  { area: 'VN', launchMode: 'LOTT', view: 'lobby' },
  { area: 'VN', launchMode: 'LOTT', view: 'betting', gameCode: 'SIX_BALL' },
  { area: 'VN', launchMode: 'LOTT', view: 'betting', gameCode: 'SEA_4D' },
  { area: 'VN', launchMode: 'LOTT', view: 'betting', gameCode: 'VN_NORTH' },
];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`lottery prize mode on ${backend.name}`, () => {
    let h: AuthHarness;
    let member: WalletMember;
    beforeAll(async () => {
      // The demo catalogue: TCG_LOTTO_VN and TCG_SEA under LOTT, QUICKLOTTO under ELOTT.
      h = await openWalletHarness(backend);
      member = await walletMember(h.app);
    });
    afterAll(async () => {
      await h?.close();
    });

    const modes = async () => {
      const answers: string[] = [];
      for (const body of LAUNCHES) {
        const answer = await call(h.app, member, 'POST', '/api/lottery/launch', body);
        expect(answer.statusCode).toBe(200);
        answers.push(launchEnvelope.parse(answer.json()).value!.prizeMode);
      }
      return answers;
    };

    it('Prize mode is the e-lottery mode if the lottery category contains the Vietnamese lotto or lottery card, otherwise the standard lottery mode', async () => {
      expect(await modes()).toEqual(['ELOTT', 'ELOTT', 'ELOTT', 'ELOTT']);

      // The lottery card alone (the Vietnamese lotto gone from the category) still makes it ELOTT.
      await h.app.db.delete(vendors).where(eq(vendors.vassalage, 'TCG_LOTTO_VN'));
      await h.app.db
        .insert(vendors)
        .values({ vassalage: 'TCG_LOTTERY_CARD', gameType: 'LOTT', displayName: 'Lottery Card', maintenance: false, sort: 22 });
      expect(await modes()).toEqual(['ELOTT', 'ELOTT', 'ELOTT', 'ELOTT']);

      // Neither in the lottery category: LOTT, even for the Vietnamese games. The lottery card filed
      // under another category does not count.
      await h.app.db.update(vendors).set({ gameType: 'ELOTT' }).where(eq(vendors.vassalage, 'TCG_LOTTERY_CARD'));
      expect(await modes()).toEqual(['LOTT', 'LOTT', 'LOTT', 'LOTT']);
    });
  });
}
