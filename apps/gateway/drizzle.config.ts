import { defineConfig } from 'drizzle-kit';

// Paths are relative to the workspace root, where the db:generate target runs.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/gateway/src/db/schema.ts',
    './apps/gateway/src/db/wallet-schema.ts',
    './apps/gateway/src/db/games-schema.ts',
    './apps/gateway/src/db/lottery-schema.ts',
    './apps/gateway/src/db/agent-schema.ts',
    './apps/gateway/src/db/member-schema.ts',
    './apps/gateway/src/db/protection-schema.ts',
    './apps/gateway/src/db/chat-schema.ts',
    './apps/gateway/src/db/points-schema.ts',
    './apps/gateway/src/db/backoffice-schema.ts',
  ],
  out: './apps/gateway/drizzle',
});
