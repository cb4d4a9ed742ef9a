import { lazy, Suspense } from 'react';
import { Skeleton } from '@platform/shared/ui-kit';
import { RouteScreen } from './route-screen';

const SponsorList = lazy(() => import('@platform/promotions/feature-promotions').then((m) => ({ default: m.SponsorList })));

/** /sponsor (spec §2 "Points mall, sponsor"): the brand's sponsorships, served by the gateway, loaded lazily. */
export function SponsorPage() {
  return (
    <RouteScreen titleKey="screen.sponsor" testId="sponsor-screen">
      <Suspense fallback={<Skeleton shape="rect" height="6rem" />}>
        <SponsorList />
      </Suspense>
    </RouteScreen>
  );
}
