import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A routed screen's frame: its translated title as the page heading. Domain
 * libs render their content inside it as they land (see ARCHITECTURE.md).
 */
export function RouteScreen({ titleKey, testId, children }: { titleKey: string; testId: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h1 id={`${testId}-title`}>{t(titleKey)}</h1>
      {children}
    </section>
  );
}
