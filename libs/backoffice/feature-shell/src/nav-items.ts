import type { BackofficePermission } from '@platform/shared/api-contract';

export interface NavItem {
  path: string;
  /** Catalogue key of the link text. */
  labelKey: string;
  /** The link shows only to staff holding this in the chosen merchant; the gateway checks again. */
  permission: BackofficePermission;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/dashboard', labelKey: 'nav.dashboard', permission: 'dashboard.read' },
  { path: '/cashier', labelKey: 'nav.cashier', permission: 'cashier.read' },
  { path: '/players', labelKey: 'nav.players', permission: 'players.read' },
  { path: '/content', labelKey: 'nav.content', permission: 'content.read' },
  { path: '/lottery', labelKey: 'nav.lottery', permission: 'lottery.read' },
  { path: '/agents', labelKey: 'nav.agents', permission: 'agents.read' },
  { path: '/support', labelKey: 'nav.support', permission: 'support.chat' },
  { path: '/audit', labelKey: 'nav.audit', permission: 'audit.read' },
  { path: '/staff', labelKey: 'nav.staff', permission: 'staff.manage' },
  { path: '/system', labelKey: 'nav.system', permission: 'system.manage' },
];
