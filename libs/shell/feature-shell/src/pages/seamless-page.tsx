import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { GameCategory, Vendor } from '@platform/shared/api-contract';
import { Button, EmptyState, Skeleton } from '@platform/shared/ui-kit';
import { useGameMenus } from '@platform/shell/data-access';
import { VendorEmblem } from '../components/vendor-emblem';
import { useVendorLaunch } from '../hooks/use-vendor-launch';
import { LaunchError } from '../header/launch-error';
import { RouteScreen } from './route-screen';

/**
 * The lobby categories: each of their vendors is one game (a sportsbook, an arena) that debits the
 * main wallet as the player bets, with no transfer to a vendor wallet first.
 */
export const SEAMLESS_CATEGORIES = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const satisfies readonly GameCategory['gameCategory'][];
type SeamlessCategory = (typeof SEAMLESS_CATEGORIES)[number];

/**
 * /seamless (spec §2, header only): the seamless-wallet games, one lobby per vendor, launched
 * straight from the main balance (past the launch guard). `?vassalage=` narrows it to one vendor.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const [params] = useSearchParams();
  const only = params.get('vassalage')?.toUpperCase();
  const lobbies = SEAMLESS_CATEGORIES.flatMap((gameCategory) =>
    ((menus.data ?? []).find((c) => c.gameCategory === gameCategory)?.vendors ?? [])
      .filter((vendor) => !only || vendor.vassalage.toUpperCase() === only)
      .map((vendor) => ({ gameCategory, vendor })),
  );
  return (
    <RouteScreen titleKey="screen.seamless" testId="seamless-screen">
      <Intro>{t('seamless.intro')}</Intro>
      {menus.isPending ? (
        <Skeleton shape="rect" height="12rem" />
      ) : lobbies.length === 0 ? (
        <EmptyState
          message={t('seamless.empty')}
          action={<Link to="/hot">{t('seamless.browse_games')}</Link>}
        />
      ) : (
        <Grid data-testid="seamless-lobbies">
          {lobbies.map(({ gameCategory, vendor }) => (
            <Lobby key={`${gameCategory}-${vendor.vassalage}`} gameCategory={gameCategory} vendor={vendor} />
          ))}
        </Grid>
      )}
    </RouteScreen>
  );
}

function Lobby({ gameCategory, vendor }: { gameCategory: SeamlessCategory; vendor: Vendor }) {
  const { t } = useTranslation();
  const launcher = useVendorLaunch(gameCategory);
  return (
    <Card data-testid={`seamless-lobby-${vendor.vassalage}`}>
      <VendorEmblem vassalage={vendor.vassalage} size={48} />
      <Name>{vendor.displayName}</Name>
      <Category>{t(`seamless.category.${gameCategory}`)}</Category>
      {vendor.maintenance ? (
        <Category role="status">{t('seamless.maintenance')}</Category>
      ) : (
        <Button type="button" variant="primary" onClick={() => launcher.launch(vendor)} data-testid="seamless-play">
          {t('seamless.play', { name: vendor.displayName })}
        </Button>
      )}
      {launcher.error ? (
        <Suspense fallback={null}>
          <LaunchError error={launcher.error} onClose={launcher.dismiss} />
        </Suspense>
      ) : null}
    </Card>
  );
}

const Intro = styled.p`
  max-width: 48rem;
  color: var(--color-text-muted);
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: var(--space-md);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-sm);
  padding: var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

const Category = styled.span`
  color: var(--color-text-muted);
`;
