import { useTranslation } from 'react-i18next';
import { EmptyState } from '@platform/shared/ui-kit';
import { RouteScreen } from './route-screen';

/** Routed here; its content is a later issue's. */
export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <RouteScreen titleKey="screen.point_mall" testId="point-mall-screen">
      <EmptyState message={t('points.empty')} />
    </RouteScreen>
  );
}
