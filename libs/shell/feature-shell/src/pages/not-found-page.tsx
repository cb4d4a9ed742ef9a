import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@platform/shared/ui-kit';

/**
 * Unknown deep links still get the SPA (the gateway falls back to index.html). The way home is the
 * page's one action, drawn in the brand's primary colours: a bare link kept the browser's own blue,
 * which falls short of 4.5:1 on a dark theme such as Royal's (issue 21, axe color-contrast).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="not-found-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('app.not_found_title')}</h1>
      <EmptyState
        message={t('app.not_found_info')}
        action={<HomeLink to="/">{t('app.back_home')}</HomeLink>}
      />
    </section>
  );
}

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px; /* WCAG 2.5.5 target size */
  padding: var(--space-sm) var(--space-md);
  border-radius: var(--radius-md);
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: var(--color-primary-hover);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;
