import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { EmptyState, Skeleton } from '@platform/shared/ui-kit';
import { useBrand } from '@platform/shared/session';
import { useGameMenus } from '@platform/shell/data-access';
import { CategoryIcon } from '../components/category-icon';
import { VendorEmblem } from '../components/vendor-emblem';
import { buildSideMenu, vendorPath } from '../utils/navigation';
import { RouteScreen } from './route-screen';

/**
 * /description (spec §2, header only): the games on offer described, category by category in the
 * brand's menu order, each with its providers and whether they are open; every provider links to
 * its games. `?vassalage=` describes one provider.
 */
export function DescriptionPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const menus = useGameMenus();
  const [params] = useSearchParams();
  const only = params.get('vassalage')?.toUpperCase();
  const sections = buildSideMenu(menus.data ?? [], brand.menu.order)
    .filter((item) => item.vendors.length > 0)
    .map((item) => ({ ...item, vendors: item.vendors.filter((v) => !only || v.vassalage.toUpperCase() === only) }))
    .filter((item) => item.vendors.length > 0);
  return (
    <RouteScreen titleKey="screen.description" testId="description-screen">
      <Intro>{t('description.intro', { brand: brand.displayName })}</Intro>
      {menus.isPending ? (
        <Skeleton shape="rect" height="12rem" />
      ) : sections.length === 0 ? (
        <EmptyState message={t('description.empty')} action={<Link to="/description">{t('description.all')}</Link>} />
      ) : (
        sections.map((section) => (
          <Section key={section.key} aria-labelledby={`description-${section.key}`} data-testid={`description-${section.key}`}>
            <Heading id={`description-${section.key}`}>
              <CategoryIcon navKey={section.key} size={24} />
              {t(`nav.${section.key}`)}
            </Heading>
            <p>{t(`description.category.${section.key}`)}</p>
            <Providers>
              {section.vendors.map((vendor) => (
                <li key={`${vendor.vassalage}-${vendor.gameType}`}>
                  <Provider to={vendorPath(vendor)} data-testid={`description-vendor-${vendor.vassalage}`}>
                    <VendorEmblem vassalage={vendor.vassalage} size={32} />
                    <span>{vendor.displayName}</span>
                    <State data-state={vendor.maintenance ? 'maintenance' : 'open'}>
                      {vendor.maintenance ? t('description.maintenance') : t('description.open')}
                    </State>
                  </Provider>
                </li>
              ))}
            </Providers>
          </Section>
        ))
      )}
    </RouteScreen>
  );
}

const Intro = styled.p`
  max-width: 48rem;
  color: var(--color-text-muted);
`;

const Section = styled.section`
  margin-block-start: var(--space-lg);
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  margin: 0;
  font-size: 1.25rem;
`;

const Providers = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Provider = styled(Link)`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  min-height: 44px;
  padding: var(--space-sm) var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  text-decoration: none;

  & > span:first-of-type {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  &:hover,
  &:focus-visible {
    border-color: var(--color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

const State = styled.span`
  font-size: 0.875rem;
  color: var(--color-text-muted);

  &[data-state='maintenance'] {
    color: var(--color-danger);
  }
`;
