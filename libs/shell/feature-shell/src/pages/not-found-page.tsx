import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, LinkButton } from '@platform/shared/ui-kit';

/**
 * Unknown deep links still get the SPA (the gateway falls back to index.html). The way home is the
 * page's one action, the ui-kit's LinkButton in the brand's primary colours: a bare link kept the
 * browser's own blue, which falls short of 4.5:1 on a dark theme such as Royal's (issue 21, axe
 * color-contrast).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="not-found-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('app.not_found_title')}</h1>
      <EmptyState
        message={t('app.not_found_info')}
        action={<LinkButton as={Link} to="/">{t('app.back_home')}</LinkButton>}
      />
    </section>
  );
}
