import { randomUUID } from 'node:crypto';
import {
  BACKOFFICE_PERMISSION_OF,
  backofficeAnnouncementsCall,
  backofficeAuditCall,
  backofficeAuditVerifyCall,
  backofficeCashierSettingsCall,
  backofficeChatCloseCall,
  backofficeChatConversationCall,
  backofficeChatConversationsCall,
  backofficeChatReadCall,
  backofficeChatReplyCall,
  backofficeContentPreviewCall,
  backofficeCreateStaffCall,
  backofficeDashboardCall,
  backofficeDepositDecisionCall,
  backofficeDepositsCall,
  backofficeDisputeResolutionCall,
  backofficeDisputesCall,
  backofficeLogoutCall,
  backofficeMeCall,
  backofficePlayerCall,
  backofficePlayerLedgerCall,
  backofficePlayerLockCall,
  backofficePlayersCall,
  backofficePublishAnnouncementCall,
  backofficeStaffListCall,
  backofficeAddPlayerNoteCall,
  backofficePlayerNotesCall,
  backofficeSystemCall,
  backofficeUpdateSystemCall,
  backofficeWithdrawalDecisionCall,
  backofficeWithdrawalsCall,
} from '@platform/shared/api-contract';
import { describe, expect, it } from 'vitest';
import { backends } from '../../support/backends';
import { backofficeSuite, rolesWithout, type RouteCase } from './fixture';
import type { StaffKey } from './support';

const M = 'FORTUNA';

/** Every back-office call with a valid input for FORTUNA (ids need not exist: the checks come first). */
const ROUTES: RouteCase[] = [
  { call: backofficeMeCall, input: {} },
  { call: backofficeLogoutCall, input: {} },
  { call: backofficeStaffListCall, input: { merchantCode: M } },
  { call: backofficeCreateStaffCall, input: { merchantCode: M, name: 'newbie', password: 'Newbie-pass-0001', roles: ['support'] } },
  { call: backofficeDashboardCall, input: { merchantCode: M, from: '2030-01-01', to: '2030-01-07' } },
  { call: backofficeDepositsCall, input: { merchantCode: M } },
  { call: backofficeWithdrawalsCall, input: { merchantCode: M } },
  { call: backofficeDisputesCall, input: { merchantCode: M } },
  { call: backofficeCashierSettingsCall, input: { merchantCode: M } },
  { call: backofficeDepositDecisionCall, input: { merchantCode: M, idempotencyKey: randomUUID(), depositId: 999_999, decision: 'approve' } },
  { call: backofficeWithdrawalDecisionCall, input: { merchantCode: M, idempotencyKey: randomUUID(), withdrawalId: 999_999, decision: 'pay' } },
  { call: backofficeDisputeResolutionCall, input: { merchantCode: M, idempotencyKey: randomUUID(), withdrawalId: 999_999, resolution: 'refund' } },
  { call: backofficePlayersCall, input: { merchantCode: M, q: 'a' } },
  { call: backofficePlayerCall, input: { merchantCode: M, id: 999_999 } },
  { call: backofficePlayerLedgerCall, input: { merchantCode: M, id: 999_999 } },
  { call: backofficePlayerLockCall, input: { merchantCode: M, id: 999_999, locked: true, reason: 'test' } },
  { call: backofficePlayerNotesCall, input: { merchantCode: M, id: 999_999 } },
  { call: backofficeAddPlayerNoteCall, input: { merchantCode: M, id: 999_999, text: 'note' } },
  { call: backofficeSystemCall, input: { merchantCode: M } },
  { call: backofficeUpdateSystemCall, input: { merchantCode: M, blockedIps: ['203.0.113.9'] } },
  { call: backofficeAnnouncementsCall, input: { merchantCode: M } },
  {
    call: backofficePublishAnnouncementCall,
    input: { merchantCode: M, type: 'H', execution: 'A', language: 'EN', title: 'Access', content: '<p>x</p>', startDate: '2030-01-01T00:00:00Z' },
  },
  { call: backofficeContentPreviewCall, input: { merchantCode: M, content: '<b>x</b>' } },
  { call: backofficeAuditCall, input: { merchantCode: M } },
  { call: backofficeAuditVerifyCall, input: { merchantCode: M } },
  { call: backofficeChatConversationsCall, input: { merchantCode: M } },
  { call: backofficeChatConversationCall, input: { merchantCode: M, id: 999_999 } },
  { call: backofficeChatReadCall, input: { merchantCode: M, conversationId: 999_999, lastMessageId: 1 } },
  { call: backofficeChatReplyCall, input: { merchantCode: M, conversationId: 999_999, text: 'hello', clientId: randomUUID() } },
  { call: backofficeChatCloseCall, input: { merchantCode: M, conversationId: 999_999 } },
];

const permissionOf = (id: string) => BACKOFFICE_PERMISSION_OF[id]!;
/** A FORTUNA role that lacks the call's permission. */
const wrongRole = (id: string) => rolesWithout(permissionOf(id))[0]!;

describe('issue 22: the route table', () => {
  it('lists every back-office call, and every call declares a permission', () => {
    expect(ROUTES.map((r) => r.call.id).sort()).toEqual(Object.keys(BACKOFFICE_PERMISSION_OF).sort());
    for (const { call } of ROUTES) expect(call.path.startsWith('/api/backoffice/')).toBe(true);
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`issue 22 §"How it is checked": every back-office route refuses on ${backend.name}`, () => {
    const h = backofficeSuite(backend, { signedIn: 'all', halfSessionOf: 'finance' });
    const { cookies, send } = h;

    it.each(ROUTES.map((r) => [r.call.id, r] as const))('%s: a missing session is 401 NOT_LOGGED_IN', async (_id, route) => {
      const answer = await send(null, route);
      expect([answer.statusCode, answer.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
      const forged = await send('bo_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', route);
      expect([forged.statusCode, forged.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
    });

    it.each(ROUTES.map((r) => [r.call.id, r] as const))('%s: a session without the TOTP step is 401 EXTRA_VERIFICATION_REQUIRED', async (_id, route) => {
      const answer = await send(h.half, route);
      expect([answer.statusCode, answer.json().code]).toEqual([401, 'EXTRA_VERIFICATION_REQUIRED']);
    });

    const guarded = ROUTES.filter((r) => permissionOf(r.call.id) !== null);

    it.each(guarded.map((r) => [r.call.id, wrongRole(r.call.id), r] as const))('%s: the role %s is 403 FORBIDDEN', async (_id, role, route) => {
      const answer = await send(cookies[role as StaffKey], route);
      expect([answer.statusCode, answer.json().code]).toEqual([403, 'FORBIDDEN']);
    });

    it.each(guarded.map((r) => [r.call.id, r] as const))("%s: another merchant's owner is 403 FORBIDDEN", async (_id, route) => {
      const answer = await send(cookies.luckyOwner, route);
      expect([answer.statusCode, answer.json().code]).toEqual([403, 'FORBIDDEN']);
    });

    // The same inputs pass every check for FORTUNA's owner: the refusals above are the checks, not bad input.
    it.each(guarded.map((r) => [r.call.id, r] as const))("%s: FORTUNA's owner gets past the checks", async (_id, route) => {
      const answer = await send(cookies.owner, route);
      expect([400, 401, 403]).not.toContain(answer.statusCode);
    });

    it('a receipt image: no session 401, wrong role 403, another merchant 403', async () => {
      const url = `/api/backoffice/cashier/uploads/${randomUUID()}?merchantCode=${M}`;
      expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await h.app.inject({ method: 'GET', url, headers: { cookie: h.half } })).statusCode).toBe(401);
      expect((await h.app.inject({ method: 'GET', url, headers: { cookie: cookies.content } })).statusCode).toBe(403);
      expect((await h.app.inject({ method: 'GET', url, headers: { cookie: cookies.luckyOwner } })).statusCode).toBe(403);
      expect((await h.app.inject({ method: 'GET', url, headers: { cookie: cookies.finance } })).statusCode).toBe(404);
    });
  });
}
