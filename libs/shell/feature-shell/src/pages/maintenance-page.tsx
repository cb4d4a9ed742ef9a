import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page';

/** System status 1: title, info text and a customer-service button. */
export function MaintenancePage({ resources }: { resources: readonly { url: string }[] }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="maintenance-page"
      title={t('game_maintenance')}
      info={t('info_maintenance')}
      resources={resources}
    />
  );
}
