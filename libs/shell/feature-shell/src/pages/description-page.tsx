import { useTranslation } from 'react-i18next';
import { EmptyState } from '@platform/shared/ui-kit';
import { RouteScreen } from './route-screen';

/** Routed here; its content is a later issue's. */
export function DescriptionPage() {
  const { t } = useTranslation();
  return (
    <RouteScreen titleKey="screen.description" testId="description-screen">
      <EmptyState message={t('common.no_data')} />
    </RouteScreen>
  );
}
