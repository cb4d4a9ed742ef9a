import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@platform/shared/api-contract';
import { VendorList } from '../components/vendor-list';
import { NAV_CATEGORIES, NAV_ORDER, navVendors, type NavKey } from '../utils/navigation';

/** The casino list's groups: each menu category with vendors (LOTT and ELOTT together), in the navigation's order. */
export function casinoGroups(categories: readonly GameCategory[]) {
  return NAV_ORDER.filter((key): key is NavKey => NAV_CATEGORIES[key] !== undefined)
    .map((key) => ({ key, vendors: navVendors(key, categories) }))
    .filter((group) => group.vendors.length > 0);
}

/** The home page's casino list (spec §1, §2 "Home page"): the vendors of each category from the game menus. */
export function CasinoList({ categories }: { categories: readonly GameCategory[] }) {
  const { t } = useTranslation();
  return (
    <>
      {casinoGroups(categories).map(({ key, vendors }) => {
        const name = t(`nav.${key}`);
        return (
          <div key={key} data-testid={`casino-${key}`}>
            <GroupHeading>{name}</GroupHeading>
            <VendorList vendors={vendors} label={t('nav.vendors_of', { name })} />
          </div>
        );
      })}
    </>
  );
}

const GroupHeading = styled.h3`
  margin: 0 0 var(--space-xs);
  font-size: 1rem;
`;
