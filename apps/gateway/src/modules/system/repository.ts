import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';

export interface OperatorState {
  merchantCode: string;
  maintenance: boolean;
  blockedIps: string[];
}

export interface OperatorPatch {
  maintenance?: boolean;
  blockedIps?: string[];
}

export function createSystemRepository(db: Db) {
  return {
    /**
     * One UPDATE ... RETURNING: both switches change together, and the answer is the
     * row as committed, not a read that another operator call could have overtaken.
     */
    async updateOperatorState(code: string, patch: OperatorPatch): Promise<OperatorState | undefined> {
      const [row] = await db
        .update(merchants)
        .set({
          ...(patch.maintenance !== undefined ? { maintenance: patch.maintenance } : {}),
          ...(patch.blockedIps !== undefined ? { blockedIps: patch.blockedIps } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(merchants.code, code))
        .returning({
          merchantCode: merchants.code,
          maintenance: merchants.maintenance,
          blockedIps: merchants.blockedIps,
        });
      return row;
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
