import { envelopeOf, exclusionSchema } from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExclusion } from '../../../src/modules/protection/exclude';
import { excludedMemberCondition, isPaymentBlockedForPlayer } from '../../../src/modules/protection/exclusion';
import { createMarketingSender, isMarketingBlocked } from '../../../src/modules/protection/marketing';
import {
  MINUTE,
  createMember,
  freshIp,
  freshName,
  get,
  latestCode,
  login,
  openAuthHarness,
  post,
  postE,
  setFlags,
  tokenOf,
  type AuthHarness,
} from '../../support/auth';
import { backends } from '../../support/backends';

const PASSWORD = 'Secret123';
const DAY = 24 * 60 * MINUTE;
const exclusionEnvelope = envelopeOf(exclusionSchema);

let contactCounter = 0;
/** A mobile and an e-mail no other test uses. */
function freshContact() {
  contactCounter += 1;
  const n = `${Date.now() % 1_000_000}${contactCounter}`.padStart(8, '0');
  return { mobile: `+55119${n}`, email: `player${n}@example.com` };
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`cool-off and self-exclusion on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
      await setFlags(h.app, 'LUCKY', { USERNAMEREG3: true });
    });
    afterAll(async () => {
      await h?.close();
    });

    /** A member on `merchantCode` and a way to log in as it (on that merchant, from one IP). */
    const person = async (merchantCode: string, contact: { mobile?: string; email?: string } = {}, type = 0) => {
      const account = freshName('excl');
      const id = await createMember(h.app, { account, password: PASSWORD, merchantCode, type, ...contact });
      const ip = freshIp();
      const headers = { 'x-merchant-code': merchantCode };
      const attempt = () => login(h.app, { username: account, password: PASSWORD }, { ip, headers });
      return { id, account, ip, headers, attempt, login: async () => tokenOf(await attempt()) };
    };
    type Person = Awaited<ReturnType<typeof person>>;
    /**
     * Proves the person's contacts through the security centre's code flow (send, read the code
     * from the development outbox, enter it): only verified contacts carry an exclusion across brands.
     */
    const verifyContacts = async (who: Person, contact: { mobile?: string; email?: string }) => {
      const token = await who.login();
      const channels = [
        ['mobile', contact.mobile],
        ['email', contact.email],
      ] as const;
      for (const [channel, recipient] of channels) {
        if (!recipient) continue;
        await post(h.app, '/api/member/contact/code', { channel }, { token, ip: who.ip, headers: who.headers });
        const code = await latestCode(h.app, recipient);
        const entered = await post(h.app, '/api/member/contact/verify', { channel, code }, { token, ip: who.ip, headers: who.headers });
        expect(entered.statusCode, entered.body).toBe(200);
      }
    };
    // A token answers only on its own brand's host (or merchant code): a LUCKY token is asked with LUCKY's header.
    const alive = async (token: string, ip: string, headers: Record<string, string> = {}) =>
      (await get(h.app, '/api/member/info', { token, ip, headers })).statusCode === 200;
    const exclude = (token: string, ip: string, url: string, body: object) => postE(h.app, url, { password: PASSWORD, ...body }, { token, ip });

    it('self-exclusion ends every session of the person, blocks logins on a second brand by a verified contact, and blocks payments tied to them', async () => {
      const contact = freshContact();
      const fortuna = await person('FORTUNA', contact);
      await verifyContacts(fortuna, contact);
      const luckyByEmail = await person('LUCKY', { email: contact.email.toUpperCase() });
      const luckyByMobile = await person('LUCKY', { mobile: contact.mobile });
      const stranger = await person('LUCKY', freshContact());
      const [first, second] = [await fortuna.login(), await fortuna.login()];
      const luckyTokens = [await luckyByEmail.login(), await luckyByMobile.login()];
      const strangerToken = await stranger.login();

      const at = h.clock.now();
      const response = await exclude(first, fortuna.ip, '/api/protection/self-exclusion', { months: 6 });
      expect(response.statusCode, response.body).toBe(200);
      const value = exclusionEnvelope.parse(response.json()).value!;
      const sixMonths = new Date(at);
      sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
      expect(value).toEqual({ kind: 'self_exclusion', startsAt: at.toISOString(), endsAt: sixMonths.toISOString() });

      expect(await alive(first, fortuna.ip)).toBe(false);
      expect(await alive(second, fortuna.ip)).toBe(false);
      expect(await alive(luckyTokens[0]!, luckyByEmail.ip, luckyByEmail.headers)).toBe(false);
      expect(await alive(luckyTokens[1]!, luckyByMobile.ip, luckyByMobile.headers)).toBe(false);
      expect(await alive(strangerToken, stranger.ip, stranger.headers)).toBe(true);

      for (const member of [fortuna, luckyByEmail, luckyByMobile]) {
        const refused = await member.attempt();
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ success: false, code: 'SELF_EXCLUDED', value: { endsAt: sixMonths.toISOString() } });
        expect(await isPaymentBlockedForPlayer(h.app.db, member.id, h.clock.now())).toBe(true);
      }
      expect(await isPaymentBlockedForPlayer(h.app.db, stranger.id, h.clock.now())).toBe(false);

      // It ends on its own date, not before.
      h.clock.advance(sixMonths.getTime() - h.clock.now().getTime() - MINUTE);
      expect((await fortuna.attempt()).json().code).toBe('SELF_EXCLUDED');
      h.clock.advance(2 * MINUTE);
      expect((await fortuna.attempt()).statusCode).toBe(200);
      expect(await isPaymentBlockedForPlayer(h.app.db, luckyByMobile.id, h.clock.now())).toBe(false);
    });

    it('cool-off runs 1 to 42 days, needs the password, refuses logins with COOLING_OFF, and ends on its date', async () => {
      const member = await person('FORTUNA', freshContact());
      const token = await member.login();
      for (const days of [0, 43]) {
        expect((await exclude(token, member.ip, '/api/protection/cool-off', { days })).json().code).toBe('VALIDATION_FAILED');
      }
      const wrong = await postE(h.app, '/api/protection/cool-off', { days: 2, password: 'Wrong999' }, { token, ip: member.ip });
      expect(wrong.json().code).toBe('OLD_PASSWORD_WRONG');
      expect(await alive(token, member.ip)).toBe(true);

      const taken = exclusionEnvelope.parse((await exclude(token, member.ip, '/api/protection/cool-off', { days: 2 })).json()).value!;
      expect(taken.kind).toBe('cool_off');
      expect(new Date(taken.endsAt!).getTime() - new Date(taken.startsAt).getTime()).toBe(2 * DAY);
      const refused = await member.attempt();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'COOLING_OFF', value: { endsAt: taken.endsAt } });
      h.clock.advance(DAY);
      expect((await member.attempt()).json().code).toBe('COOLING_OFF');
      h.clock.advance(DAY + MINUTE);
      expect((await member.attempt()).statusCode).toBe(200);
    });

    it('a permanent self-exclusion never ends, and a later shorter break cannot shorten it', async () => {
      const member = await person('FORTUNA', freshContact());
      const token = await member.login();
      for (const months of [5, 61, 'forever']) {
        expect((await exclude(token, member.ip, '/api/protection/self-exclusion', { months })).json().code).toBe('VALIDATION_FAILED');
      }
      const taken = exclusionEnvelope.parse((await exclude(token, member.ip, '/api/protection/self-exclusion', { months: 'permanent' })).json()).value!;
      expect(taken.endsAt).toBeNull();
      const row = (await h.app.memberRepository.findById(member.id))!;
      await startExclusion(h.app.db, row, 'cool_off', h.clock.now(), new Date(h.clock.now().getTime() + DAY));
      h.clock.advance(10 * 365 * DAY);
      const refused = await member.attempt();
      expect(refused.json()).toMatchObject({ code: 'SELF_EXCLUDED', value: { endsAt: null } });
      expect(await isPaymentBlockedForPlayer(h.app.db, member.id, h.clock.now())).toBe(true);
    });

    it('stops marketing messages to the excluded person, by verified mobile or e-mail, on every brand', async () => {
      const contact = freshContact();
      const member = await person('FORTUNA', contact);
      await verifyContacts(member, contact);
      const other = freshContact();
      const sent: string[] = [];
      const marketing = createMarketingSender(h.app.db, { send: async (m) => void sent.push(m.to) }, h.clock.now);
      expect(await marketing.send({ to: contact.email, body: 'Weekend bonus' })).toBe(true);
      await exclude(await member.login(), member.ip, '/api/protection/cool-off', { days: 7 });
      expect(await marketing.send({ to: contact.email.toUpperCase(), body: 'Weekend bonus' })).toBe(false);
      expect(await marketing.send({ to: contact.mobile, body: 'Weekend bonus' })).toBe(false);
      expect(await marketing.send({ to: other.email, body: 'Weekend bonus' })).toBe(true);
      expect(sent).toEqual([contact.email, other.email]);
      h.clock.advance(8 * DAY);
      expect(await isMarketingBlocked(h.app.db, contact.mobile, h.clock.now())).toBe(false);
    });

    it('gives bulk senders a SQL condition that leaves excluded members out', async () => {
      const contact = freshContact();
      const excluded = await person('FORTUNA', contact);
      await verifyContacts(excluded, { email: contact.email });
      const sameEmailElsewhere = await person('LUCKY', { email: contact.email });
      const free = await person('LUCKY', freshContact());
      await exclude(await excluded.login(), excluded.ip, '/api/protection/cool-off', { days: 3 });
      const ids = [excluded.id, sameEmailElsewhere.id, free.id];
      const kept = async () => {
        const result = (await h.app.db.execute(
          sql`select m.id from members m where m.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
                and not ${excludedMemberCondition(sql`m.id`, h.clock.now())} order by m.id`,
        )) as unknown as { rows: { id: number }[] };
        return result.rows.map((row) => Number(row.id));
      };
      expect(await kept()).toEqual([free.id]);
      h.clock.advance(3 * DAY + MINUTE);
      expect(await kept()).toEqual(ids);
    });

    it('refuses both for a trial account, whose session stays', async () => {
      const member = await person('FORTUNA', {}, 4);
      const token = await member.login();
      expect((await exclude(token, member.ip, '/api/protection/cool-off', { days: 1 })).json().code).toBe('TRIAL_BLOCKED');
      expect(await alive(token, member.ip)).toBe(true);
    });
  });
}
