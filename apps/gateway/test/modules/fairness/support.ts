import { randomUUID } from 'node:crypto';
import { envelopeOf, gameRecallCall, gameSeedCall, playRoundCall, rotateSeedCall, verifyRoundCall } from '@platform/shared/api-contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type WalletMember } from '../../support/wallet';

/** The fairness calls of one member, each checked against its contract. */
export function fairnessClient(app: FastifyInstance, member: WalletMember) {
  return {
    async seed() {
      const response = await call(app, member, 'GET', '/api/games/in-house/seed');
      expect(response.statusCode, response.body).toBe(200);
      return envelopeOf(gameSeedCall.response).parse(response.json()).value!;
    },
    async rotate(clientSeed?: string) {
      const response = await call(app, member, 'POST', '/api/games/in-house/seed/rotate', clientSeed === undefined ? {} : { clientSeed });
      return envelopeOf(rotateSeedCall.response).parse(response.json());
    },
    async play(body: { gameCode: 'PGE_SLOT3' | 'PGE_DICE'; bet: number; pick?: string; serverSeedHash?: string; roundId?: string }) {
      const response = await call(app, member, 'POST', '/api/games/in-house/rounds', { roundId: randomUUID(), ...body });
      return envelopeOf(playRoundCall.response).parse(response.json());
    },
    async verify(roundId: string) {
      const response = await call(app, member, 'GET', `/api/games/in-house/verify?roundId=${roundId}`);
      return envelopeOf(verifyRoundCall.response).parse(response.json());
    },
    async recall() {
      const response = await call(app, member, 'GET', '/api/games/recall');
      expect(response.statusCode, response.body).toBe(200);
      return envelopeOf(gameRecallCall.response).parse(response.json()).value!;
    },
  };
}
