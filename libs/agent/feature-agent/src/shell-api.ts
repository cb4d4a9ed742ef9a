// The agent domain's door for the shell (`@platform/agent/feature-agent/shell-api`): the query
// keys of the agent centre. The live-event socket refetches its announcements by the key's shape
// (so this file stays out of every visitor's download); the socket's spec checks that shape against
// these keys. The shell may use only feature and ui entries of another domain; this file is apart
// from src/index.ts because the shell loads that one lazily (the agent centre).
export { agentKeys } from '@platform/agent/data-access';
