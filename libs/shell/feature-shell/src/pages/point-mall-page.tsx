import { lazy, Suspense } from 'react';
import { Skeleton } from '@platform/shared/ui-kit';
import { RouteScreen } from './route-screen';

const PointMall = lazy(() => import('@platform/promotions/feature-promotions').then((m) => ({ default: m.PointMall })));

/** /pointMall (spec §2): the points mall, loaded lazily so it never weighs on the home route. */
export function PointMallPage() {
  return (
    <RouteScreen titleKey="screen.point_mall" testId="point-mall-screen">
      <Suspense fallback={<Skeleton shape="rect" height="6rem" />}>
        <PointMall />
      </Suspense>
    </RouteScreen>
  );
}
