import { useEffect, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { Staff } from '@platform/shared/api-contract';
import { Button, SkipLink } from '@platform/shared/ui-kit';
import { MERCHANT_STORAGE_KEY, can, merchantCodeAtom, merchantsOf, pickMerchant, useSignOut } from '@platform/backoffice/data-access';
import { Select } from '@platform/backoffice/ui';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  min-block-size: 100vh;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
  }
`;

const Header = styled.header`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  align-items: center;
  justify-content: space-between;
  padding-block: var(--space-sm);
  padding-inline: var(--space-md);
  border-block-end: 1px solid var(--color-border);
  background: var(--color-surface);
`;

const Brand = styled.strong`
  font-size: 1.125rem;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  align-items: center;
`;

const Nav = styled.nav`
  padding: var(--space-sm);
  border-inline-end: 1px solid var(--color-border);
  background: var(--color-surface);
  ul {
    display: grid;
    gap: var(--space-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding-block: var(--space-sm);
    padding-inline: var(--space-md);
    border-radius: var(--radius-sm);
    color: var(--color-text);
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
  @media (max-width: 900px) {
    border-inline-end: none;
    border-block-end: 1px solid var(--color-border);
    ul {
      display: flex;
      flex-wrap: wrap;
    }
  }
`;

const Main = styled.main`
  min-inline-size: 0;
`;

/**
 * The signed-in frame: the merchants the staff member holds grants in, and a link per screen
 * their role there allows. Hiding a link is a convenience only; every call is checked by the gateway.
 */
export function BackofficeLayout({ staff, children }: { staff: Staff; children: ReactNode }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const merchants = merchantsOf(staff);
  const [merchant, setMerchant] = useAtom(merchantCodeAtom);

  useEffect(() => {
    if (!merchant || !merchants.includes(merchant)) setMerchant(pickMerchant(sessionStorage, merchants));
  }, [merchant, merchants, setMerchant]);

  const links = NAV_ITEMS.filter((item) => can(staff, merchant, item.permission));
  return (
    <Frame>
      <SkipLink href="#bo-main">{t('shell.skipToContent')}</SkipLink>
      <Header>
        <Brand>{t('shell.title')}</Brand>
        <Controls>
          <Select
            aria-label={t('shell.merchant')}
            data-testid="bo-merchant"
            value={merchant ?? ''}
            onChange={(event) => {
              sessionStorage.setItem(MERCHANT_STORAGE_KEY, event.target.value);
              setMerchant(event.target.value);
            }}
          >
            {merchants.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
          <LanguageSwitch />
          <span data-testid="bo-staff-name">{t('shell.signedInAs', { name: staff.name })}</span>
          <Button variant="secondary" onClick={() => void signOut()} data-testid="bo-sign-out">
            {t('shell.signOut')}
          </Button>
        </Controls>
      </Header>
      <Nav aria-label={t('shell.navigation')}>
        <ul>
          {links.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path}>{t(item.labelKey)}</NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      <Main id="bo-main" tabIndex={-1}>
        {children}
      </Main>
    </Frame>
  );
}
