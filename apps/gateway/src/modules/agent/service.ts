import type {
  DownlineTransaction,
  TeamOverview,
  TransactionType,
  downlineTransactionsCall,
  downlinesCall,
  registerDownlineCall,
  teamOverviewCall,
  transferDownlineCall,
  transferUplineCall,
} from '@platform/shared/api-contract';
import type { Db } from '../../db/client';
import type { Member, Merchant } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { randomString } from '../../security/tokens';
import { collisionRetry, withRetry } from '../../db/retry';
import type { ServiceDeps } from '../auth/deps';
import type { Ledger } from '../ledger/service';
import { DuplicateMemberError } from '../member/repository';
import { MEMBER_TYPE, assertPasswordRule, fieldError, isAgentType, isTrial, validationFailed } from '../member/rules';
import { AFFILIATE_ALPHABET } from '../registration/service';
import type { Idempotency } from '../ledger/idempotency';
import type { WalletRepository } from '../wallet/repository';
import { DAY_MS, isoOf, pageOf, paged, periodOf } from './paging';
import type { AgentRepository, TreeScope } from './repository';
import { auditMoney } from '../protection/money-audit';


export interface AgentDeps extends Pick<ServiceDeps, 'memberRepository' | 'merchantRepository' | 'passwords' | 'now'> {
  repository: AgentRepository;
  wallet: Pick<WalletRepository, 'settings'>;
  ledger: Ledger;
  idempotency: Idempotency;
}


/** Spec §6: the agent centre is for agents (types 1, 2, 41, 42) only. */
export function assertAgent(member: Member): void {
  if (!isAgentType(member.type)) throw new HttpError(403, 'FORBIDDEN', 'Only agents can use the agent centre');
}

function notDownline(): HttpError {
  return new HttpError(403, 'NOT_DOWNLINE', 'This account is not one of your downlines');
}

/**
 * The agent centre (spec §2 "Agent centre menu", §6 "Agent"): the team over the upline tree,
 * the register centre, downline transactions and the transfers along the tree.
 */
export function createAgentService(deps: AgentDeps) {
  const { repository: repo, ledger, idempotency, memberRepository: members } = deps;

  async function merchantOf(member: Member): Promise<Merchant> {
    const merchant = await deps.merchantRepository.findByCode(member.merchantCode);
    if (!merchant) throw new Error(`member ${member.id} has no merchant ${member.merchantCode}`);
    return merchant;
  }

  function period(fromText: string | undefined, toText: string | undefined, defaultDays: number): { from: Date; to: Date } {
    return periodOf(deps.now(), fromText, toText, defaultDays);
  }

  /** One transfer MAIN to MAIN between two members of one merchant, once per idempotency key. */
  async function transferMain(
    sender: Member,
    receiver: Member,
    callId: string,
    key: string,
    amount: number,
    direction: 'downline' | 'upline',
  ) {
    const { currency } = await deps.wallet.settings(sender.merchantCode);
    const ctx = {
      scope: `member:${sender.id}`,
      key,
      merchantCode: sender.merchantCode,
      memberId: sender.id,
      callId,
      params: { to: receiver.id, amount },
    };
    return idempotency.run(ctx, async (commit) => {
      const [from, to] = await Promise.all([
        ledger.memberAccount(sender.merchantCode, sender.id, 'MAIN', currency),
        ledger.memberAccount(sender.merchantCode, receiver.id, 'MAIN', currency),
      ]);
      return ledger.transaction(async (tx: Db) => {
        const posted = await ledger.postWithin(tx, {
          merchantCode: sender.merchantCode,
          kind: 'TRANSFER',
          idempotencyKey: `${ctx.scope}:${callId}:${key}`,
          legs: [
            { accountId: from.id, amount: -amount },
            { accountId: to.id, amount },
          ],
          metadata: { direction, fromMemberId: sender.id, toMemberId: receiver.id },
          at: deps.now(),
        });
        const value = { transferId: posted.transferId, to: receiver.account, amount, balance: posted.balanceAfter.get(from.id)! };
        // Last in the transaction: the audit lock is global (see appendAuditWithin).
        await auditMoney(tx, 'transfer', { merchantCode: sender.merchantCode, memberId: sender.id }, { transferId: posted.transferId, direction, to: receiver.id, amount }, deps.now());
        await commit(tx, value);
        return value;
      });
    });
  }

  return {
    async overview(agent: Member, input: Input<typeof teamOverviewCall>): Promise<TeamOverview> {
      assertAgent(agent);
      const { from, to } = period(input.from, input.to, 7);
      const now = deps.now();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const { currency } = await deps.wallet.settings(agent.merchantCode);
      const { counts, money } = await repo.overview(agent.id, agent.merchantCode, currency, { today, weekAgo: new Date(now.getTime() - 7 * DAY_MS) }, from, to);
      return {
        directDownlines: counts.direct,
        totalDownlines: counts.total,
        newToday: counts.newToday,
        newLast7Days: counts.new7,
        teamBalance: money.balance,
        turnover: money.turnover,
        deposits: money.deposits,
        from: from.toISOString(),
        to: to.toISOString(),
      };
    },

    async downlines(agent: Member, input: Input<typeof downlinesCall>) {
      assertAgent(agent);
      const page = pageOf(input.pageNo, input.pageSize);
      const { currency } = await deps.wallet.settings(agent.merchantCode);
      const search = input.search?.trim() || null;
      const { total, rows } = await repo.downlines(
        agent.id,
        agent.merchantCode,
        currency,
        input.scope ?? 'direct',
        search,
        page.pageSize,
        page.offset,
      );
      return paged(
        page,
        total,
        rows.map((row) => ({
          id: Number(row.id),
          account: row.account,
          nickname: row.nickname,
          type: Number(row.type),
          isAgent: isAgentType(Number(row.type)),
          level: Number(row.level),
          upline: row.upline,
          registeredAt: isoOf(row.created_at),
          lastLoginAt: row.last_login_at === null ? null : isoOf(row.last_login_at),
          balance: Number(row.balance),
        })),
      );
    },

    /** The register centre: a new account whose upline is the agent, under the brand's username and password rules. */
    async registerDownline(agent: Member, input: Input<typeof registerDownlineCall>) {
      assertAgent(agent);
      const merchant = await merchantOf(agent);
      const usernameError = fieldError(merchant, 'username', input.username);
      if (usernameError) throw validationFailed({ username: usernameError });
      assertPasswordRule(merchant, 'password', input.password);
      if (input.password !== input.confirmPassword) {
        throw new HttpError(400, 'PASSWORD_MISMATCH', 'The confirmation password is not correct');
      }
      const account = input.username.trim();
      if (await members.findByAccount(merchant.code, account)) {
        throw new HttpError(409, 'USERNAME_TAKEN', 'This account name is already taken');
      }
      const passwordHash = await deps.passwords.hash(input.password);
      const now = deps.now();
      try {
        // A clash of the drawn referral code is retried with a fresh one; any other duplicate is the account name.
        const affiliateCodeClash = (error: unknown) => error instanceof DuplicateMemberError && error.field === 'affiliateCode';
        const created = await withRetry(collisionRetry(affiliateCodeClash), () =>
          members.insert({
            merchantCode: merchant.code,
            account,
            nickname: account,
            type: input.agentType ?? MEMBER_TYPE.MEMBER,
            passwordHash,
            passwordChangedAt: now,
            firstTimeLogin: true,
            profile: { registerMethod: 'agent' },
            uplineId: agent.id,
            affiliateCode: randomString(8, AFFILIATE_ALPHABET),
            createdAt: now,
          }),
        );
        return { id: created.id, account: created.account, type: created.type, uplineId: agent.id };
      } catch (error) {
        if (error instanceof DuplicateMemberError) throw new HttpError(409, 'USERNAME_TAKEN', 'This account name is already taken');
        throw error;
      }
    },

    async transactions(agent: Member, input: Input<typeof downlineTransactionsCall>) {
      assertAgent(agent);
      const scope: TreeScope = input.scope ?? 'team';
      const { from, to } = period(input.from, input.to, 30);
      let memberId: number | null = null;
      if (input.account) {
        const found = await members.findByAccount(agent.merchantCode, input.account.trim());
        const inScope =
          found !== undefined && (scope === 'direct' ? found.uplineId === agent.id : await repo.isInTeam(agent.id, found.id));
        if (!found || !inScope) throw notDownline();
        memberId = found.id;
      }
      const page = pageOf(input.pageNo, input.pageSize);
      const { total, rows } = await repo.transactions(agent.id, agent.merchantCode, scope, {
        type: input.type && input.type !== 'all' ? input.type : null,
        memberId,
        from,
        to,
        limit: page.pageSize,
        offset: page.offset,
      });
      return paged<DownlineTransaction>(
        page,
        total,
        rows.map((row) => ({
          id: row.id,
          memberId: Number(row.member_id),
          account: row.account,
          type: row.type as TransactionType,
          amount: Number(row.amount),
          balanceAfter: Number(row.balance_after),
          createdAt: isoOf(row.created_at),
        })),
      );
    },

    /** Agent MAIN to a direct downline's MAIN (spec §6 "transfer to upline or downline"). */
    async transferDownline(agent: Member, input: Input<typeof transferDownlineCall>) {
      assertAgent(agent);
      const receiver = await members.findByAccount(agent.merchantCode, input.account.trim());
      if (!receiver || receiver.uplineId !== agent.id || isTrial(receiver)) throw notDownline();
      return transferMain(agent, receiver, 'agentTransferDownline', input.idempotencyKey, input.amount, 'downline');
    },

    /** The member page's transferUpline: the member's MAIN to their own upline's MAIN. */
    async transferUpline(member: Member, input: Input<typeof transferUplineCall>) {
      if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
      const upline = member.uplineId === null ? undefined : await members.findById(member.uplineId);
      if (!upline || upline.merchantCode !== member.merchantCode) throw new HttpError(400, 'NO_UPLINE', 'Your account has no upline');
      return transferMain(member, upline, 'transferUpline', input.idempotencyKey, input.amount, 'upline');
    },
  };
}

export type AgentService = ReturnType<typeof createAgentService>;
