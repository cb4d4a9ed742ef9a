import { depositChannelsCall, envelopeOf } from '@platform/shared/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositChannels } from '../../../src/db/wallet-schema';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, openWalletHarness, walletMember } from '../../support/wallet';

const channelsEnvelope = envelopeOf(depositChannelsCall.response);

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`issue 26 English in PT: deposit channel names per language, on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const namesIn = async (query: string) => {
      const member = await walletMember(h.app);
      const response = await call(h.app, member, 'GET', `/api/wallet/deposit-channels${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return channelsEnvelope.parse(response.json()).value!.map((channel) => channel.name);
    };

    it('a PT request reads the PT names the operator gave (PT-BR falls back to PT)', async () => {
      expect(await namesIn('?language=PT')).toEqual(['Transferência bancária', 'Pagamento instantâneo (simulado)']);
      expect(await namesIn('?language=PT-BR')).toEqual(['Transferência bancária', 'Pagamento instantâneo (simulado)']);
    });

    it('a language with no name of its own, or no language, reads the English name', async () => {
      expect(await namesIn('?language=JA')).toEqual(['Bank transfer', 'Instant payment (simulated)']);
      expect(await namesIn('?language=EN')).toEqual(['Bank transfer', 'Instant payment (simulated)']);
      expect(await namesIn('')).toEqual(['Bank transfer', 'Instant payment (simulated)']);
    });

    it('an empty name for a language is no name: it falls back to English', async () => {
      await h.app.db.update(depositChannels).set({ names: { PT: 'Transferência bancária', JA: '' } }).where(eq(depositChannels.code, 'BANK'));
      expect((await namesIn('?language=JA'))[0]).toBe('Bank transfer');
    });

    it('refuses a language that is not a language code with a 4xx', async () => {
      const member = await walletMember(h.app);
      const response = await call(h.app, member, 'GET', '/api/wallet/deposit-channels?language=%3Cscript%3E');
      expect(response.statusCode).toBe(400);
    });
  });
}
