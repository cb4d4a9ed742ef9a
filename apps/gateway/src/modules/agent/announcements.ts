import { ANNOUNCEMENT_TYPES, type Announcement, type agentAnnouncementsCall } from '@platform/shared/api-contract';
import type { Member, Merchant } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import type { ContentRepository } from '../content/repository';
import { firstWithContent, toAnnouncement } from '../content/service';
import { assertAgent } from './service';

export interface AgentAnnouncementDeps {
  content: Pick<ContentRepository, 'announcementsOf'>;
  now(): Date;
}

/**
 * The agent centre's announcement page (spec §2 "Agent centre menu"): the content module's
 * announcements of audience `agents`, for agents only. They share the public ones' table, date
 * window, sanitised HTML and language fallback (asked for, then the member's, the brand's, EN).
 */
export function createAgentAnnouncements(deps: AgentAnnouncementDeps) {
  return {
    async list(agent: Member, merchant: Merchant, input: Input<typeof agentAnnouncementsCall>): Promise<Announcement[]> {
      assertAgent(agent);
      const now = deps.now();
      const rows = await firstWithContent(input.language ?? agent.language ?? merchant.defaultLanguage, (language) =>
        deps.content.announcementsOf({
          merchantCode: agent.merchantCode,
          language,
          types: ANNOUNCEMENT_TYPES,
          executions: ['A'],
          audience: 'agents',
          now,
        }),
      );
      return rows.map(toAnnouncement);
    },
  };
}

export type AgentAnnouncements = ReturnType<typeof createAgentAnnouncements>;
