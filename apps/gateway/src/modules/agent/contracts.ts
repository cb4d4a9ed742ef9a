import {
  CONTRACT_KINDS,
  type Contract,
  type ContractKind,
  type acceptContractCall,
  type contractsCall,
  type offerContractCall,
} from '@platform/shared/api-contract';
import { and, desc, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { agentContracts, type AgentContract } from '../../db/agent-schema';
import type { Db } from '../../db/client';
import { members, type Member } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import type { ServiceDeps } from '../auth/deps';
import { isTrial } from '../member/rules';
import { DEFAULT_DIVIDEND_CYCLE, cycleOfKind } from './payout-periods';
import { assertAgent } from './service';

const OPEN = ['offered', 'active', 'ending'] as const;

export interface ContractDeps extends Pick<ServiceDeps, 'memberRepository' | 'now'> {
  db: Db;
}

const notFound = () => new HttpError(404, 'CONTRACT_NOT_FOUND', 'Unknown contract');
const wrongState = () => new HttpError(409, 'CONTRACT_STATE', 'This contract cannot be changed this way now');

/** Whether a driver error is the partial unique index of open contracts. */
function openContractClash(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: string };
    if (code === '23505') return true;
  }
  return false;
}

/**
 * The contract state machine (spec §4 "Contract"):
 *
 *   offered --accept--> active --end request--> ending --the other side agrees--> terminated
 *   offered --reject--> rejected;   offered | active | ending --upline terminates--> terminated
 *
 * Accepting a contract replaces the downline's earlier one of the kind (superseded), and, after the
 * warning, ends every open contract the accepting member gave its own downlines at a higher rate.
 * Each change is one conditional UPDATE on the expected status, so concurrent calls cannot both win.
 */
export function createContractService(deps: ContractDeps) {
  const { db } = deps;
  const up = alias(members, 'contract_upline');
  const down = alias(members, 'contract_downline');
  const requester = alias(members, 'contract_requester');

  async function views(where: SQL | undefined): Promise<Contract[]> {
    const rows = await db
      .select({ contract: agentContracts, upline: up.account, downline: down.account, requester: requester.account })
      .from(agentContracts)
      .innerJoin(up, eq(up.id, agentContracts.uplineId))
      .innerJoin(down, eq(down.id, agentContracts.downlineId))
      .leftJoin(requester, eq(requester.id, agentContracts.endRequestedBy))
      .where(where)
      .orderBy(desc(agentContracts.createdAt), desc(agentContracts.id));
    return rows.map(({ contract: c, upline, downline, requester: by }) => ({
      id: c.id,
      kind: c.kind,
      status: c.status,
      cycle: c.cycle,
      upline,
      downline,
      tiers: c.tiers,
      rate: c.rate,
      endRequestedBy: by ?? null,
      endReason: c.endReason,
      createdAt: c.createdAt.toISOString(),
      acceptedAt: c.acceptedAt ? c.acceptedAt.toISOString() : null,
      endedAt: c.endedAt ? c.endedAt.toISOString() : null,
    }));
  }

  async function view(id: number): Promise<Contract> {
    const [found] = await views(eq(agentContracts.id, id));
    if (!found) throw notFound();
    return found;
  }

  async function find(id: number): Promise<AgentContract> {
    const [row] = await db.select().from(agentContracts).where(eq(agentContracts.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** A contract the member is a party to; anyone else's is unknown to them. */
  async function ownContract(member: Member, id: number, side: 'upline' | 'downline' | 'either'): Promise<AgentContract> {
    const row = await find(id);
    const isUp = row.uplineId === member.id;
    const isDown = row.downlineId === member.id;
    const party = side === 'upline' ? isUp : side === 'downline' ? isDown : isUp || isDown;
    if (!party) throw notFound();
    return row;
  }

  /** Moves a contract from one of `from` to the patch's status; refused when another call moved it first. */
  async function move(executor: Db, id: number, from: readonly AgentContract['status'][], patch: Partial<AgentContract>): Promise<void> {
    const moved = await executor
      .update(agentContracts)
      .set(patch)
      .where(and(eq(agentContracts.id, id), inArray(agentContracts.status, [...from])))
      .returning({ id: agentContracts.id });
    if (moved.length !== 1) throw wrongState();
  }

  /** The open contracts the member gave its own downlines of this kind at a rate above `rate`. */
  const higherDownline = (memberId: number, kind: ContractKind, rate: number) =>
    and(
      eq(agentContracts.uplineId, memberId),
      eq(agentContracts.kind, kind),
      inArray(agentContracts.status, [...OPEN]),
      gt(agentContracts.rate, rate),
    );

  return {
    async offer(agent: Member, input: Input<typeof offerContractCall>): Promise<Contract> {
      assertAgent(agent);
      const downline = await deps.memberRepository.findByAccount(agent.merchantCode, input.account.trim());
      if (!downline || downline.uplineId !== agent.id || isTrial(downline)) {
        throw new HttpError(403, 'NOT_DOWNLINE', 'This account is not one of your downlines');
      }
      if (input.cycle !== undefined && input.kind !== 'dividend') {
        throw new HttpError(400, 'VALIDATION_FAILED', 'cycle: validation.dividend_only', { fields: { cycle: { key: 'validation.dividend_only' } } });
      }
      const cycle = cycleOfKind(input.kind, input.cycle ?? DEFAULT_DIVIDEND_CYCLE);
      const rate = Math.max(...input.tiers.map((tier) => tier.rate));
      try {
        const [row] = await db
          .insert(agentContracts)
          .values({
            merchantCode: agent.merchantCode,
            kind: input.kind,
            uplineId: agent.id,
            downlineId: downline.id,
            tiers: input.tiers,
            rate,
            cycle,
            status: 'offered',
            createdAt: deps.now(),
          })
          .returning({ id: agentContracts.id });
        return view(row!.id);
      } catch (error) {
        if (openContractClash(error)) throw new HttpError(409, 'CONTRACT_EXISTS', 'An offer of this contract type is already waiting');
        throw error;
      }
    },

    async list(member: Member, input: Input<typeof contractsCall>) {
      const open = input.includeEnded ? undefined : inArray(agentContracts.status, [...OPEN]);
      const received = await views(and(eq(agentContracts.downlineId, member.id), open));
      const offered = await views(and(eq(agentContracts.uplineId, member.id), open));
      const waiting = (c: Contract) =>
        (c.status === 'offered' && c.downline === member.account) || (c.status === 'ending' && c.endRequestedBy !== member.account);
      const pendingKinds = new Set([...received, ...offered].filter(waiting).map((c) => c.kind));
      const pending = Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, pendingKinds.has(kind)])) as Record<ContractKind, boolean>;
      return { received, offered, pending };
    },

    async accept(member: Member, input: Input<typeof acceptContractCall>) {
      const row = await ownContract(member, input.contractId, 'downline');
      if (row.status !== 'offered') throw wrongState();
      const willEnd = await views(higherDownline(member.id, row.kind, row.rate));
      if (willEnd.length > 0 && input.confirm !== true) {
        return { accepted: false, contract: await view(row.id), willEnd, ended: [] };
      }
      const now = deps.now();
      const endedIds = await db.transaction(async (tx) => {
        // The earlier contract of this kind ends first, so the unique index never sees two active ones.
        await tx
          .update(agentContracts)
          .set({ status: 'superseded', endReason: 'replaced', endedAt: now })
          .where(
            and(
              eq(agentContracts.downlineId, member.id),
              eq(agentContracts.kind, row.kind),
              inArray(agentContracts.status, ['active', 'ending']),
              ne(agentContracts.id, row.id),
            ),
          );
        const ended = await tx
          .update(agentContracts)
          .set({ status: 'terminated', endReason: 'lower_rate', endedAt: now })
          .where(higherDownline(member.id, row.kind, row.rate))
          .returning({ id: agentContracts.id });
        await move(tx, row.id, ['offered'], { status: 'active', acceptedAt: now });
        return ended.map((e) => e.id);
      });
      const ended = endedIds.length > 0 ? await views(inArray(agentContracts.id, endedIds)) : [];
      return { accepted: true, contract: await view(row.id), willEnd: [], ended };
    },

    async reject(member: Member, contractId: number): Promise<Contract> {
      const row = await ownContract(member, contractId, 'downline');
      await move(db, row.id, ['offered'], { status: 'rejected', endReason: 'rejected', endedAt: deps.now() });
      return view(row.id);
    },

    async requestEnd(member: Member, contractId: number): Promise<Contract> {
      const row = await ownContract(member, contractId, 'either');
      await move(db, row.id, ['active'], { status: 'ending', endRequestedBy: member.id });
      return view(row.id);
    },

    async agreeEnd(member: Member, contractId: number): Promise<Contract> {
      const row = await ownContract(member, contractId, 'either');
      if (row.status !== 'ending' || row.endRequestedBy === member.id) throw wrongState();
      const moved = await db
        .update(agentContracts)
        .set({ status: 'terminated', endReason: 'agreed', endedAt: deps.now() })
        .where(and(eq(agentContracts.id, row.id), eq(agentContracts.status, 'ending'), ne(agentContracts.endRequestedBy, member.id)))
        .returning({ id: agentContracts.id });
      if (moved.length !== 1) throw wrongState();
      return view(row.id);
    },

    async terminate(member: Member, contractId: number): Promise<Contract> {
      const row = await ownContract(member, contractId, 'upline');
      await move(db, row.id, OPEN, { status: 'terminated', endReason: 'terminated', endedAt: deps.now() });
      return view(row.id);
    },
  };
}

export type ContractService = ReturnType<typeof createContractService>;
