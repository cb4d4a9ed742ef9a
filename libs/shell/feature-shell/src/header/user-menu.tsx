import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@platform/auth/feature-auth';
import { loginStateAtom } from '@platform/shared/session';
import { useUnreadMessageCount } from '@platform/member/data-access';
import { buildUserMenu, type UserMenuKey } from '../utils/user-menu';
import { MenuButton } from './menu-button';

const LABELS: Record<UserMenuKey, string> = {
  myAccount: 'user_menu.my_account',
  withdraw: 'user_menu.withdraw',
  accountRecord: 'user_menu.account_record',
  bettingRecord: 'user_menu.betting_record',
  agentCentre: 'user_menu.agent_centre',
  signOut: 'user_menu.sign_out',
};

/** Spec §2 "Header user menu"; sign out goes to / (useLogout does). */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { isAgent } = useAtomValue(loginStateAtom);
  // The unread-message badge (spec §3 unreadMessage): named in the button's label, so a screen reader hears it too.
  const unread = useUnreadMessageCount().data ?? 0;
  const items = buildUserMenu(isAgent).map((entry) => ({
    key: entry.key,
    label: t(LABELS[entry.key]),
    onSelect: () => {
      if (entry.to) navigate(entry.to);
      else void logout();
    },
  }));
  const label = unread > 0 ? `${t('user_menu.label')} (${t('member_centre.unread_messages', { count: unread })})` : t('user_menu.label');
  return <MenuButton label={label} items={items} testId="user-menu" />;
}
