// The member domain's door for the shell (`@platform/member/feature-member/shell-api`): the few
// reads and keys the header, the member centre and the live-event socket need. The shell may use
// only feature and ui entries of another domain; this file is apart from src/index.ts because the
// shell loads that one lazily (the member-centre pages), and a static import of it would bring the
// pages into the header's chunk.
export { useUnreadMessageCount, useMemberCentreBadges, memberKeys } from '@platform/member/data-access';
