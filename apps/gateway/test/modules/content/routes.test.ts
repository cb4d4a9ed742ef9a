import {
  announcementsCall,
  bannersCall,
  envelopeOf,
  helpCentreCall,
  promotionsCall,
  winnersCall,
} from '@platform/shared/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpArticles, members, winners } from '../../../src/db/schema';
import { OPERATOR_TOKEN } from '../../support/app';
import {
  createMember,
  freshIp,
  freshName,
  get,
  login,
  openAuthHarness,
  post,
  postE,
  tokenOf,
  type AuthHarness,
} from '../../support/auth';
import { backends } from '../../support/backends';

const PASSWORD = 'Secret123';
const HOUR_MS = 3_600_000;
const announcementsEnvelope = envelopeOf(announcementsCall.response);
const bannersEnvelope = envelopeOf(bannersCall.response);
const promotionsEnvelope = envelopeOf(promotionsCall.response);
const winnersEnvelope = envelopeOf(winnersCall.response);
const helpEnvelope = envelopeOf(helpCentreCall.response);

/** Each test writes its announcements in a language of its own, so the tests never see each other's items. */
let languageCounter = 0;
function freshLanguage(): string {
  languageCounter += 1;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return `X${letters[languageCounter % 26]}`;
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`content module on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const iso = (offsetMs: number) => new Date(h.clock.now().getTime() + offsetMs).toISOString();
    const operator = (path: string, payload: unknown, token: string | null = OPERATOR_TOKEN) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/operator/${path}`,
        headers: token === null ? {} : { authorization: `Bearer ${token}` },
        payload: payload as object,
      });
    const announce = async (fields: Record<string, unknown>) => {
      const response = await operator('announcements', {
        merchantCode: 'FORTUNA',
        type: 'PU',
        execution: 'B',
        language: 'EN',
        title: 'Untitled',
        content: '<p>x</p>',
        startDate: iso(-HOUR_MS),
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value as { id: number; title: string; content: string };
    };
    const announcements = async (query: string, token?: string) => {
      const response = await get(h.app, `/api/content/announcements?platform=W&${query}`, token ? { token } : {});
      expect(response.statusCode, response.body).toBe(200);
      return announcementsEnvelope.parse(response.json()).value!;
    };
    const titles = (items: { title: string }[]) => items.map((item) => item.title);
    const loggedIn = async (fields: { firstTimeLogin?: boolean; merchantCode?: string } = {}) => {
      const account = freshName('content');
      await createMember(h.app, { account, password: PASSWORD, ...fields });
      const headers = fields.merchantCode ? { 'x-merchant-code': fields.merchantCode } : undefined;
      const ip = freshIp();
      const first = await login(h.app, { username: account, password: PASSWORD }, { ip, ...(headers ? { headers } : {}) });
      if (!first.json().value.mustChangePassword) return tokenOf(first);
      // A first login is a forced password change (issue 26): only the changed session sees the rest.
      const changed = await postE(h.app, '/api/member/change-password', { oldPassword: PASSWORD, newPassword: 'Changed123', confirmNewPassword: 'Changed123' }, { token: tokenOf(first), ip, ...(headers ? { headers } : {}) });
      return changed.json().value.token as string;
    };

    describe('announcements', () => {
      it('answers guests execution B only, also with an invalid token, without failing', async () => {
        const language = freshLanguage();
        for (const execution of ['A', 'B', 'F']) await announce({ language, execution, title: `for ${execution}` });
        expect(titles(await announcements(`types=PU&language=${language}`))).toEqual(['for B']);
        const bogus = await h.app.inject({
          method: 'GET',
          url: `/api/content/announcements?platform=W&types=PU&language=${language}`,
          headers: { authorization: 'Bearer not-a-live-session-token-0000000' },
        });
        expect(bogus.statusCode).toBe(200);
        expect(titles(bogus.json().value)).toEqual(['for B']);
      });

      it('answers members execution A, and a first login adds F', async () => {
        const language = freshLanguage();
        await announce({ language, execution: 'A', title: 'members', startDate: iso(-2 * HOUR_MS) });
        await announce({ language, execution: 'B', title: 'guests' });
        await announce({ language, execution: 'F', title: 'first login', startDate: iso(-HOUR_MS) });
        expect(titles(await announcements(`types=PU&language=${language}`, await loggedIn()))).toEqual(['members']);
        const firstLogin = await loggedIn({ firstTimeLogin: true });
        expect(titles(await announcements(`types=PU&language=${language}`, firstLogin))).toEqual(['first login', 'members']);
      });

      it("treats another merchant's member as a guest", async () => {
        const language = freshLanguage();
        await announce({ language, execution: 'A', title: 'members' });
        await announce({ language, execution: 'B', title: 'guests' });
        const lucky = await loggedIn({ merchantCode: 'LUCKY' });
        expect(titles(await announcements(`types=PU&language=${language}&merchantCode=FORTUNA`, lucky))).toEqual(['guests']);
      });

      it('answers only items whose start date has passed and whose end date has not, newest first', async () => {
        const language = freshLanguage();
        await announce({ language, title: 'open-ended', startDate: iso(-3 * HOUR_MS) });
        await announce({ language, title: 'ends later', startDate: iso(-2 * HOUR_MS), endDate: iso(HOUR_MS) });
        await announce({ language, title: 'starts later', startDate: iso(HOUR_MS / 2) });
        await announce({ language, title: 'ended', startDate: iso(-5 * HOUR_MS), endDate: iso(-HOUR_MS) });
        expect(titles(await announcements(`types=PU&language=${language}`))).toEqual(['ends later', 'open-ended']);
        h.clock.advance(HOUR_MS);
        expect(titles(await announcements(`types=PU&language=${language}`))).toEqual(['starts later', 'open-ended']);
      });

      it('filters by the comma list of types', async () => {
        const language = freshLanguage();
        for (const type of ['B', 'PL', 'PU', 'PR', 'H']) await announce({ language, type, title: type });
        expect(titles(await announcements(`types=H&language=${language}`))).toEqual(['H']);
        expect(new Set(titles(await announcements(`types=PU,PR&language=${language}`)))).toEqual(new Set(['PU', 'PR']));
        expect(new Set(titles(await announcements(`types=B,PL,PU,PR&language=${language}`)))).toEqual(new Set(['B', 'PL', 'PU', 'PR']));
        const bad = await get(h.app, `/api/content/announcements?platform=W&types=PU,XX`);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().code).toBe('VALIDATION_FAILED');
      });

      it('answers the start date as yyyy-MM-dd HH:mm:ss (UTC) and the promotionType', async () => {
        const language = freshLanguage();
        await announce({ language, title: 'dated', startDate: '2029-12-31T08:05:09Z', promotionType: 'CASHBACK' });
        const [item] = await announcements(`types=PU&language=${language}`);
        expect(item).toMatchObject({ startDateStr: '2029-12-31 08:05:09', promotionType: 'CASHBACK', execution: 'B', type: 'PU' });
      });

      it('falls back to EN when a language has no content, and from PT-BR style codes to their base language first', async () => {
        const english = await announce({ language: 'EN', title: `english ${freshName()}` });
        expect(titles(await announcements('types=PU&language=ZZ'))).toContain(english.title);
        const base = freshLanguage();
        await announce({ language: base, title: 'base language' });
        expect(titles(await announcements(`types=PU&language=${base}-BR`))).toEqual(['base language']);
        // A language with content of its own gets no EN items mixed in.
        expect(titles(await announcements(`types=PU&language=${base}`))).toEqual(['base language']);
      });
    });

    describe('banners', () => {
      it('answers the group asked for, in sort order', async () => {
        const banner = (title: string, groupName: string, sortOrder: number) =>
          operator('banners', { merchantCode: 'FORTUNA', groupName, url: '/images/b.png', title, linkageType: null, linkageTarget: null, sortOrder });
        await banner('second', 'w_home', 2);
        await banner('first', 'w_home', 1);
        await banner('login', 'w_login', 1);
        const home = bannersEnvelope.parse((await get(h.app, '/api/content/banners?groupName=w_home')).json()).value!;
        expect(titles(home)).toEqual(['first', 'second']);
        const popup = bannersEnvelope.parse((await get(h.app, '/api/content/banners?groupName=w_login')).json()).value!;
        expect(popup).toEqual([{ id: expect.any(Number), url: '/images/b.png', groupName: 'w_login', linkageType: null, linkageTarget: null, title: 'login', copy: null }]);
        expect((await get(h.app, '/api/content/banners?groupName=w_other')).json().code).toBe('VALIDATION_FAILED');
      });
    });

    describe('promotions and help', () => {
      it('answers started promotions newest first, with their images, falling back to EN', async () => {
        const save = (title: string, language: string, startDate: string) =>
          operator('promotions', { merchantCode: 'FORTUNA', language, title, content: '<p>p</p>', promotionType: null, images: ['/images/promotions/1.svg'], startDate });
        const language = freshLanguage();
        await save('older', language, iso(-2 * HOUR_MS));
        await save('newer', language, iso(-HOUR_MS));
        await save('not yet', language, iso(HOUR_MS));
        const value = promotionsEnvelope.parse((await get(h.app, `/api/content/promotions?language=${language}`)).json()).value!;
        expect(titles(value)).toEqual(['newer', 'older']);
        expect(value[0]!.announcementImages).toEqual([{ url: '/images/promotions/1.svg' }]);
        const english = `english promotion ${freshName()}`;
        await save(english, 'EN', iso(-HOUR_MS));
        const fallback = promotionsEnvelope.parse((await get(h.app, '/api/content/promotions?language=ZZ')).json()).value!;
        expect(titles(fallback)).toContain(english);
      });

      it('answers help articles in their order, falling back to EN', async () => {
        const now = h.clock.now();
        await h.app.db.insert(helpArticles).values([
          { merchantCode: 'FORTUNA', language: 'EN', title: 'Second', content: '<p>2</p>', sortOrder: 2, updatedAt: now },
          { merchantCode: 'FORTUNA', language: 'EN', title: 'First', content: '<p>1</p>', sortOrder: 1, updatedAt: now },
          { merchantCode: 'FORTUNA', language: 'PT', title: 'Primeiro', content: '<p>1</p>', sortOrder: 1, updatedAt: now },
        ]);
        const help = async (lang: string) =>
          titles(helpEnvelope.parse((await get(h.app, `/api/content/help?device=WEB&lang=${lang}`)).json()).value!);
        expect(await help('EN')).toEqual(['First', 'Second']);
        expect(await help('PT')).toEqual(['Primeiro']);
        expect(await help('VI')).toEqual(['First', 'Second']);
      });
    });

    describe('winner board', () => {
      it('answers at most 20 by default and at most, biggest win first', async () => {
        const amounts = Array.from({ length: 25 }, (_, i) => ((i * 7919) % 1000) + 0.5);
        await h.app.db.insert(winners).values(
          amounts.map((winAmount, i) => ({
            merchantCode: 'LUCKY',
            customerName: `pl***${i}`,
            gameName: `Game ${i}`,
            iconUrl: '/images/vendors/spinx/rng.png',
            winAmount,
            gameCategory: i % 2 ? 'RNG' : 'LIVE',
            createdAt: h.clock.now(),
          })),
        );
        const board = async (query: string) => {
          const response = await get(h.app, `/api/content/winners?gameCategory=ALL&merchantCode=LUCKY${query}`);
          return winnersEnvelope.parse(response.json()).value!.map((w) => w.vo.winAmount);
        };
        const top = [...amounts].sort((a, b) => b - a);
        expect(await board('')).toEqual(top.slice(0, 20));
        expect(await board('&limitNum=20')).toEqual(top.slice(0, 20));
        expect(await board('&limitNum=5')).toEqual(top.slice(0, 5));
        expect(await board('&limitNum=999')).toHaveLength(20);
        expect((await get(h.app, '/api/content/winners?gameCategory=RNG')).json().code).toBe('VALIDATION_FAILED');
      });
    });

    describe('language update', () => {
      const update = (language: string, token?: string) => post(h.app, '/api/member/language', { language }, token ? { token } : {});

      it("stores a language the brand supports and answers it", async () => {
        const token = await loggedIn();
        const response = await update('PT', token);
        expect(response.json()).toEqual({ success: true, value: { language: 'PT' } });
        const info = (await get(h.app, '/api/member/info', { token })).json().value as { id: number };
        const [row] = await h.app.db.select({ language: members.language }).from(members).where(eq(members.id, info.id));
        expect(row?.language).toBe('PT');
      });

      it("refuses a language outside the brand's supported list with 400 VALIDATION_FAILED, and needs a token", async () => {
        const token = await loggedIn();
        const unsupported = await update('VI', token);
        expect(unsupported.statusCode).toBe(400);
        expect(unsupported.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { supported: ['EN', 'PT'] } });
        expect((await update('pt', token)).json().code).toBe('VALIDATION_FAILED');
        expect((await update('EN')).statusCode).toBe(401);
      });

      it("answers announcements in the member's stored language when the call names none", async () => {
        const title = `portuguese ${freshName()}`;
        await announce({ language: 'PT', execution: 'A', title });
        const token = await loggedIn();
        await update('PT', token);
        expect(titles(await announcements('types=PU', token))).toContain(title);
      });
    });

    describe('operator routes', () => {
      const xss = '<p>Hi <b>there</b> <a href="https://example.com/x">link</a></p><img src=x onerror=alert(1)><script>alert(1)</script>';
      const bodies = {
        banners: { merchantCode: 'FORTUNA', groupName: 'w_home', url: '/images/b.png', title: 'b', linkageType: null, linkageTarget: null },
        announcements: { merchantCode: 'FORTUNA', type: 'PU', execution: 'B', language: 'EN', title: 't', content: xss, startDate: '2029-01-01T00:00:00Z' },
        promotions: { merchantCode: 'FORTUNA', language: 'EN', title: 'p', content: xss, promotionType: null, images: [], startDate: '2029-01-01T00:00:00Z' },
      };
      const expectSanitised = (content: string) => {
        expect(content).toBe(
          '<p>Hi <b>there</b> <a href="https://example.com/x" rel="noopener noreferrer">link</a></p><img src="x">',
        );
      };

      it('answer 401 FORBIDDEN without the operator token or with a wrong one', async () => {
        for (const [path, body] of Object.entries(bodies)) {
          for (const token of [null, 'wrong-token-wrong-token-wrong-token']) {
            const response = await operator(path, body, token);
            expect(response.statusCode).toBe(401);
            expect(response.json().code).toBe('FORBIDDEN');
            expect(response.headers['www-authenticate']).toBe('Bearer');
          }
        }
      });

      it('store announcement and promotion HTML sanitised, and answer the stored item', async () => {
        const announcement = await operator('announcements', bodies.announcements);
        expectSanitised(announcement.json().value.content);
        const promotion = await operator('promotions', bodies.promotions);
        expectSanitised(promotion.json().value.content);
        const listed = await announcements('types=PU&language=EN');
        expectSanitised(listed.find((item) => item.id === announcement.json().value.id)!.content);
      });

      it('replace an item by id, and answer 404 for an id the merchant does not have', async () => {
        const created = (await operator('announcements', { ...bodies.announcements, title: 'before' })).json().value;
        const replaced = await operator('announcements', { ...bodies.announcements, id: created.id, title: 'after', execution: 'A' });
        expect(replaced.json().value).toMatchObject({ id: created.id, title: 'after', execution: 'A' });
        const elsewhere = await operator('announcements', { ...bodies.announcements, id: created.id, merchantCode: 'LUCKY' });
        expect(elsewhere.statusCode).toBe(404);
        expect(elsewhere.json().code).toBe('NOT_FOUND');
        const banner = (await operator('banners', bodies.banners)).json().value;
        const movedBanner = await operator('banners', { ...bodies.banners, id: banner.id, title: 'renamed', linkageType: 'route', linkageTarget: '/live' });
        expect(movedBanner.json().value).toMatchObject({ id: banner.id, title: 'renamed', linkageType: 'route', linkageTarget: '/live' });
        expect((await operator('promotions', { ...bodies.promotions, id: 999_999 })).statusCode).toBe(404);
        const unknown = await operator('banners', { ...bodies.banners, merchantCode: 'NOPE' });
        expect(unknown.json().code).toBe('MERCHANT_UNKNOWN');
      });

      it('refuse what the contracts refuse, unsafe banner targets and images, and an end before the start', async () => {
        const refused = async (path: string, body: unknown) => {
          const response = await operator(path, body);
          expect(response.statusCode, JSON.stringify(body)).toBe(400);
          expect(response.json().code).toBe('VALIDATION_FAILED');
        };
        await refused('announcements', { ...bodies.announcements, extra: true });
        await refused('announcements', { ...bodies.announcements, type: 'X' });
        await refused('announcements', { ...bodies.announcements, endDate: '2028-12-31T00:00:00Z' });
        await refused('banners', { ...bodies.banners, linkageType: 'url', linkageTarget: 'javascript:alert(1)' });
        await refused('banners', { ...bodies.banners, linkageType: 'route', linkageTarget: '//evil.example' });
        await refused('banners', { ...bodies.banners, linkageType: 'promotion', linkageTarget: 'abc' });
        await refused('banners', { ...bodies.banners, linkageType: 'url', linkageTarget: null });
        await refused('banners', { ...bodies.banners, url: 'javascript:alert(1)' });
        await refused('promotions', { ...bodies.promotions, images: ['data:text/html,<script>alert(1)</script>'] });
      });
    });
  });
}
