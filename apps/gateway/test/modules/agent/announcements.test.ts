import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshName } from '../../support/auth';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, openWalletHarness, operator, walletMember } from '../../support/wallet';

const AGENT_ANNOUNCEMENTS = '/api/agent/announcements';
const PUBLIC_ANNOUNCEMENTS = '/api/content/announcements?types=B,PL,PU,PR,H&platform=W';

type Item = { id: number; title: string; content: string; startDateStr: string };

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`agent announcements on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const write = async (fields: Record<string, unknown>) => {
      const response = await operator(h.app, 'PUT', '/api/operator/announcements', {
        merchantCode: 'FORTUNA',
        type: 'B',
        execution: 'A',
        language: 'EN',
        content: '<p>body</p>',
        startDate: new Date(h.clock.now().getTime() - 60_000).toISOString(),
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value as Item;
    };

    it('shows agents the announcements addressed to them, sanitised, and keeps them out of the public list', async () => {
      const agentTitle = freshName('agent-notice');
      const publicTitle = freshName('public-notice');
      await write({ title: agentTitle, audience: 'agents', content: '<p>Rates <b>up</b></p><script>alert(1)</script><img src=x onerror=alert(1)>' });
      await write({ title: publicTitle });
      await write({
        title: freshName('agent-ended'),
        audience: 'agents',
        startDate: new Date(h.clock.now().getTime() - 86_400_000).toISOString(),
        endDate: new Date(h.clock.now().getTime() - 1000).toISOString(),
      });

      const agent = await walletMember(h.app, { type: 1 });
      const answer = await call(h.app, agent, 'GET', `${AGENT_ANNOUNCEMENTS}?language=EN`);
      expect(answer.statusCode, answer.body).toBe(200);
      const items = answer.json().value as Item[];
      const titles = items.map((item) => item.title);
      expect(titles).toContain(agentTitle);
      expect(titles).not.toContain(publicTitle);
      expect(titles.some((title) => title.startsWith('agent-ended'))).toBe(false);
      const mine = items.find((item) => item.title === agentTitle)!;
      expect(mine.content).toContain('<b>up</b>');
      expect(mine.content).not.toMatch(/script|onerror/);
      expect(mine.startDateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const member = await walletMember(h.app);
      const publicList = (await call(h.app, member, 'GET', PUBLIC_ANNOUNCEMENTS)).json().value as Item[];
      expect(publicList.map((item) => item.title)).toContain(publicTitle);
      expect(publicList.map((item) => item.title)).not.toContain(agentTitle);
    });

    it('falls back to EN for a language without agent announcements', async () => {
      const title = freshName('agent-en');
      await write({ title, audience: 'agents' });
      const agent = await walletMember(h.app, { type: 41 });
      const answer = await call(h.app, agent, 'GET', `${AGENT_ANNOUNCEMENTS}?language=TH`);
      expect((answer.json().value as Item[]).map((item) => item.title)).toContain(title);
    });

    it('refuses non-agents with FORBIDDEN and guests with 401', async () => {
      const member = await walletMember(h.app);
      const refused = await call(h.app, member, 'GET', AGENT_ANNOUNCEMENTS);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      const guest = await h.app.inject({ method: 'GET', url: AGENT_ANNOUNCEMENTS });
      expect(guest.statusCode).toBe(401);
    });
  });
}
