import { BACKOFFICE_OPERATIONS_PERMISSION_OF, BACKOFFICE_PERMISSION_OF, BACKOFFICE_SYSTEM_PERMISSION_OF, type CallContract } from '@platform/shared/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Db } from '../../db/client';
import { contractRoute } from '../../http/contract-route';
import type { StaffPrincipal } from '../../plugins/app/authorization';
import { appendAuditWithin } from './audit';

export type BackofficeHandler<Req extends z.ZodMiniType, Res extends z.ZodMiniType> = (
  input: z.output<Req>,
  staff: StaffPrincipal,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.output<Res>>;

/**
 * A back-office route: the session (password and TOTP) is checked before the body is read, then
 * the permission the contract's table declares for this call, in the merchant the input names.
 * A call missing from the table fails at boot, so no route can go out unguarded.
 */
export function backofficeRoute<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  fastify: FastifyInstance,
  call: CallContract<Req, Res>,
  handler: BackofficeHandler<Req, Res>,
): void {
  // null (any signed-in staff) is a declaration too, so the first table is asked by key, not by value.
  const permission =
    call.id in BACKOFFICE_PERMISSION_OF
      ? BACKOFFICE_PERMISSION_OF[call.id]
      : (BACKOFFICE_OPERATIONS_PERMISSION_OF[call.id] ?? BACKOFFICE_SYSTEM_PERMISSION_OF[call.id]);
  if (permission === undefined) throw new Error(`Back-office call ${call.id} declares no permission in BACKOFFICE_PERMISSION_OF`);
  contractRoute(
    fastify,
    call,
    async (input, request, reply) => {
      const staff =
        permission === null ? request.staff! : fastify.authorize(request, permission, (input as { merchantCode: string }).merchantCode);
      return handler(input, staff, request, reply);
    },
    { onRequest: fastify.requireStaff },
  );
}

export interface AuditedChange<T> {
  value: T;
  before: unknown;
  after: unknown;
}

export interface ActionOf {
  merchantCode: string | null;
  action: string;
  target: string | null;
}

/**
 * Runs a state change and writes its one audit row in the same transaction: the row exists
 * exactly when the change commits (issue 22 §2).
 */
export async function audited<T>(
  fastify: FastifyInstance,
  staff: { staffId: number | null; staffName: string },
  what: ActionOf,
  change: (tx: Db) => Promise<AuditedChange<T>>,
): Promise<T> {
  return fastify.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const done = await change(tx);
    await appendAuditWithin(tx, { ...staff, ...what, before: done.before, after: done.after, at: fastify.now() });
    return done.value;
  });
}

export const actorOf = (staff: StaffPrincipal) => ({ staffId: staff.row.id, staffName: staff.row.name });

/** Server-side paging defaults shared by every table. */
export function paging(input: { page?: number | undefined; pageSize?: number | undefined }): { page: number; pageSize: number } {
  return { page: input.page ?? 1, pageSize: input.pageSize ?? 50 };
}
