import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLogout, useMemberInfo } from '@platform/auth/feature-auth';
import { formatDateTime } from '@platform/shared/i18n';
import { loginStateAtom, tokenAtom } from '@platform/shared/session';
import { useUnreadMessageCount } from '@platform/member/feature-member/shell-api';
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

/**
 * Spec §2 "Header user menu"; sign out goes to / (useLogout does). On a phone (`compact`, issue 21
 * §3) the button is an icon and the menu starts with the account and its last login, which the
 * wide header shows beside it. The icon is a drawn figure, not the account's first character: a
 * phone-number account (Lucky's SMS sign-up) showed a lone digit that its name ("119… · Menu")
 * does not contain as a word, failing WCAG 2.5.3 label in name (axe label-content-name-mismatch).
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const token = useAtomValue(tokenAtom);
  const member = useMemberInfo(token);
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
  const account = member.data?.account ?? '';
  const base = compact && account ? `${account} · ${t('user_menu.label')}` : t('user_menu.label');
  const label = unread > 0 ? `${base} (${t('member_centre.unread_messages', { count: unread })})` : base;
  if (!compact) return <MenuButton label={label} items={items} testId="user-menu" />;
  const previous = member.data?.previousLoginAt;
  return (
    <MenuButton
      label={label}
      items={items}
      testId="user-menu"
      face={
        <Avatar>
          <PersonIcon />
          {unread > 0 ? <Badge aria-hidden="true">{unread > 9 ? '9+' : unread}</Badge> : null}
          {/* The account, for tests and tools that read it; the button's label already names it. */}
          <Hidden data-testid="member-account">{account}</Hidden>
        </Avatar>
      }
      header={
        <>
          <strong>{account}</strong>
          {previous ? (
            <small data-testid="previous-login">{t('auth.previous_login', { time: formatDateTime(previous) })}</small>
          ) : null}
        </>
      }
    />
  );
}

/** A head and shoulders, in the text colour; decorative (the button's label names it). */
function PersonIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
    </svg>
  );
}

const Avatar = styled.span`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  font-weight: 700;
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: -6px;
  inset-inline-end: -10px;
  min-width: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: var(--color-danger);
  color: var(--color-on-primary);
  font-size: 0.75rem;
  line-height: 18px;
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
