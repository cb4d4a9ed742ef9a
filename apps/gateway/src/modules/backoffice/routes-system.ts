import { backofficeSystemCall, backofficeUpdateSystemCall } from '@platform/shared/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { createSystemRepository } from '../system/repository';
import { updateOperatorState } from '../system/service';
import { actorOf, audited, backofficeRoute } from './route';

/** Maintenance and IP blocks for an owner, through the system module's own update (as the operator route). */
const systemRoutes: FastifyPluginAsync = async (fastify) => {
  async function switchesOf(db: Db, merchantCode: string) {
    const [row] = await db
      .select({ merchantCode: merchants.code, maintenance: merchants.maintenance, blockedIps: merchants.blockedIps })
      .from(merchants)
      .where(eq(merchants.code, merchantCode))
      .limit(1);
    if (!row) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
    return row;
  }

  backofficeRoute(fastify, backofficeSystemCall, async (input) => switchesOf(fastify.db, input.merchantCode));

  backofficeRoute(fastify, backofficeUpdateSystemCall, async (input, staff) =>
    audited(fastify, actorOf(staff), { merchantCode: input.merchantCode, action: 'system.update', target: `merchant:${input.merchantCode}` }, async (tx) => {
      const before = await switchesOf(tx, input.merchantCode);
      const after = await updateOperatorState(createSystemRepository(tx), input);
      return { value: after, before, after };
    }),
  );
};

export default systemRoutes;
