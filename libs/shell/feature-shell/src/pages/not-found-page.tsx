import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@platform/shared/ui-kit';

/** Unknown deep links still get the SPA (the gateway falls back to index.html). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="not-found-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('app.not_found_title')}</h1>
      <EmptyState message={t('app.not_found_info')} />
      <Link to="/">{t('app.back_home')}</Link>
    </section>
  );
}
