import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@platform/shared/session';
import { Button, EmptyState } from '@platform/shared/ui-kit';
import { RouteScreen } from './route-screen';

/**
 * The mirror list (spec §2 "mirror list"): the brand's other addresses, from its manifest's domains.
 * The main domain comes first; the rest are the alternatives to use when it is blocked.
 */
export function mirrorDomains(brand: { domains: readonly string[]; mainDomain: string }): string[] {
  const others = brand.domains.filter((domain) => domain !== brand.mainDomain);
  return [...new Set([brand.mainDomain, ...others])];
}

/** A mirror's address in the scheme this page was served with. */
export function mirrorUrl(domain: string, protocol: string): string {
  return `${protocol}//${domain}`;
}

type CopyState = { domain: string; ok: boolean } | null;

/** /mirrors: each mirror's address with a copy-to-clipboard button. */
export function MirrorsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [copied, setCopied] = useState<CopyState>(null);
  const domains = mirrorDomains(brand);

  async function copy(domain: string, url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ domain, ok: true });
    } catch {
      // No clipboard (insecure context or refused permission): the address stays selectable.
      setCopied({ domain, ok: false });
    }
  }

  return (
    <RouteScreen titleKey="screen.mirrors" testId="mirrors-screen">
      <p>{t('mirrors.intro', { brand: brand.displayName })}</p>
      {domains.length === 0 ? (
        <EmptyState message={t('common.no_data')} />
      ) : (
        <List data-testid="mirrors-list">
          {domains.map((domain) => {
            const url = mirrorUrl(domain, window.location.protocol);
            return (
              <li key={domain} data-testid="mirror">
                <a href={url} rel="noopener noreferrer">
                  {url}
                </a>
                {domain === brand.mainDomain ? <small>{t('mirrors.main')}</small> : null}
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => void copy(domain, url)}
                  aria-label={t('mirrors.copy_named', { url })}
                  data-testid="mirror-copy"
                >
                  {copied?.domain === domain && copied.ok ? t('mirrors.copied') : t('mirrors.copy')}
                </Button>
              </li>
            );
          })}
        </List>
      )}
      <Status role="status" aria-live="polite" data-testid="mirrors-status">
        {copied ? (copied.ok ? t('mirrors.copied_named', { domain: copied.domain }) : t('mirrors.copy_failed')) : ''}
      </Status>
    </RouteScreen>
  );
}

const List = styled.ul`
  display: grid;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-sm);
    padding: var(--space-sm) var(--space-md);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    overflow-wrap: anywhere;
  }
  a {
    flex: 1 1 12rem;
    color: var(--color-text);
  }
  small {
    color: var(--color-text-muted);
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  color: var(--color-text-muted);
`;
