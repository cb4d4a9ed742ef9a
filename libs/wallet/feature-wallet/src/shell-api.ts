// The wallet domain's door for the shell (`@platform/wallet/feature-wallet/shell-api`): the query
// keys the live-event socket refetches on a balance push. The shell may use only feature and ui
// entries of another domain; this file is apart from src/index.ts because the shell loads that one
// lazily (the header balance, the member-centre pages), and a static import of it would bring them
// into the layout's chunk.
export { walletKeys } from '@platform/wallet/data-access';
