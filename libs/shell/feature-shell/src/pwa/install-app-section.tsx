import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/shared/ui-kit';
import { useInstallPrompt } from './use-install-prompt';

const IOS_STEPS = [1, 2, 3] as const;

/**
 * Installs the site itself as an app (the brand's web manifest and service worker):
 * the browser's own dialog where it offers one, and Safari's "Add to Home Screen"
 * steps, since iOS has no install event.
 */
export function InstallAppSection({ brandName }: { brandName: string }) {
  const { t } = useTranslation();
  const { canInstall, installed, install } = useInstallPrompt();
  return (
    <Section aria-labelledby="install-app-title" data-testid="install-app">
      <h2 id="install-app-title">{t('pwa.title')}</h2>
      <p>{t('pwa.intro', { brand: brandName })}</p>
      {installed ? (
        <p role="status" data-testid="install-app-done">
          {t('pwa.installed')}
        </p>
      ) : canInstall ? (
        <Button onClick={() => void install()} data-testid="install-app-button">
          {t('pwa.install')}
        </Button>
      ) : null}
      <h3>{t('pwa.ios_title')}</h3>
      <ol data-testid="install-app-ios">
        {IOS_STEPS.map((step) => (
          <li key={step}>{t(`pwa.ios_step_${step}`, { brand: brandName })}</li>
        ))}
      </ol>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-sm);
  margin-block-end: var(--space-lg);
  padding: var(--space-lg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-text);

  h2,
  h3,
  p,
  ol {
    margin: 0;
  }

  ol {
    padding-inline-start: var(--space-lg);
    line-height: 1.6;
  }
`;
