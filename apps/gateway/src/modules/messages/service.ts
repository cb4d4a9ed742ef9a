import { MESSAGE_PAGE_SIZE, type Message, type messagesCall, type operatorMessageCall } from '@platform/shared/api-contract';
import type { Member, Merchant } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { sanitiseHtml } from '../content/sanitise';
import { isTrial } from '../member/rules';
import type { MessagesRepository } from './repository';

export interface MessagesDeps {
  repository: MessagesRepository;
  findMember(merchantCode: string, account: string): Promise<Member | undefined>;
  findMerchant(code: string): Promise<Merchant | undefined>;
  now(): Date;
  /** Tells the recipients' open clients, after the messages are stored (the live socket). */
  notify(memberIds: readonly number[]): void;
}

/** Spec §6: trial users are blocked from the member centre; spec §4: they skip unread messages. */
function refuseTrial(member: Member): void {
  if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
}

/** messageV2 (spec §2): the member's platform messages, read and unread. */
export function createMessagesService(deps: MessagesDeps) {
  const { repository } = deps;
  return {
    async list(member: Member, input: Input<typeof messagesCall>) {
      refuseTrial(member);
      const pageSize = input.pageSize ?? MESSAGE_PAGE_SIZE;
      const pageNo = input.pageNo ?? 1;
      const [page, unread] = await Promise.all([
        repository.page(member.id, input.filter ?? 'all', pageSize, (pageNo - 1) * pageSize),
        repository.unread(member.id),
      ]);
      return {
        pageNo,
        pageSize,
        total: page.total,
        totalPages: Math.ceil(page.total / pageSize),
        unread,
        rows: page.rows.map(
          (row): Message => ({ id: row.id, title: row.title, content: row.content, read: row.readAt !== null, createdAt: row.createdAt.toISOString() }),
        ),
      };
    },

    /** A trial account has no messages: its count is 0 rather than an error, so the badge code needs no branch. */
    async unreadCount(member: Member): Promise<{ count: number }> {
      return { count: isTrial(member) ? 0 : await repository.unread(member.id) };
    },

    async read(member: Member, input: { id?: number | undefined; all?: true | undefined }) {
      refuseTrial(member);
      if ((input.id === undefined) === (input.all === undefined)) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'id or all, not both', { fields: { id: { key: 'validation.required' } } });
      }
      const updated = await repository.markRead(member.id, input.id ?? null, deps.now());
      return { updated, unread: await repository.unread(member.id) };
    },

    async remove(member: Member, id: number) {
      refuseTrial(member);
      const deleted = await repository.remove(member.id, id, deps.now());
      return { deleted, unread: await repository.unread(member.id) };
    },

    /** Operator: the HTML is sanitised before it is stored, like every other piece of operator HTML. */
    async send(input: Input<typeof operatorMessageCall>) {
      if (!(await deps.findMerchant(input.merchantCode))) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
      let memberId: number | null = null;
      if (input.account !== null) {
        const member = await deps.findMember(input.merchantCode, input.account);
        if (!member) throw new HttpError(404, 'NOT_FOUND', 'No such member');
        if (isTrial(member)) throw new HttpError(400, 'TRIAL_BLOCKED', 'Trial accounts receive no messages');
        memberId = member.id;
      }
      const recipients = await repository.send(
        input.merchantCode,
        memberId,
        { title: input.title.trim(), content: sanitiseHtml(input.content) },
        deps.now(),
      );
      deps.notify(recipients);
      return { sent: recipients.length };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
