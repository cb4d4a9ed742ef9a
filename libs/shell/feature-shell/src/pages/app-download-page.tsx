import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@platform/shared/session';
import { QR_DEFAULTS, QrCode } from '@platform/shared/ui-kit';
import { useIsMobile } from '../hooks/use-is-mobile';
import { InstallAppSection } from '../pwa/install-app-section';
import { RouteScreen } from './route-screen';

const STEPS = [1, 2, 3] as const;

/**
 * /down: the app download, with iOS and Android install guides and QR codes. A phone
 * cannot scan its own screen, so on mobile the download buttons lead and the codes hide.
 */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const mobile = useIsMobile();
  const platforms = [
    { key: 'ios', url: brand.appDownload.ios },
    { key: 'android', url: brand.appDownload.android },
  ] as const;
  return (
    <RouteScreen titleKey="screen.download" testId="download-screen">
      <Intro>{t('download.intro', { brand: brand.displayName })}</Intro>
      <InstallAppSection brandName={brand.displayName} />
      <Grid>
        {platforms.map(({ key, url }) => (
          <Card key={key} aria-labelledby={`download-${key}`} data-testid={`download-${key}`}>
            <h2 id={`download-${key}`}>{t(`download.${key}`)}</h2>
            {mobile ? null : (
              <QrCode
                text={url}
                size={QR_DEFAULTS.size}
                margin={QR_DEFAULTS.margin}
                alt={t('download.qr_alt', { platform: t(`download.${key}`) })}
                imageErrorMessage={t('download.qr_error')}
              />
            )}
            <DownloadLink href={url} rel="noopener noreferrer" data-testid={`download-link-${key}`}>
              {t('download.get', { platform: t(`download.${key}`) })}
            </DownloadLink>
            <h3>{t('download.guide')}</h3>
            <Steps>
              {STEPS.map((step) => (
                <li key={step}>{t(`download.${key}_step_${step}`)}</li>
              ))}
            </Steps>
          </Card>
        ))}
      </Grid>
    </RouteScreen>
  );
}

const Intro = styled.p`
  color: var(--color-text-muted);
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: var(--space-lg);
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-sm);
  padding: var(--space-lg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-text);

  h2,
  h3 {
    margin: 0;
  }
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 var(--space-lg);
  border-radius: var(--radius-md);
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-weight: 600;
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

const Steps = styled.ol`
  align-self: stretch;
  margin: 0;
  padding-inline-start: var(--space-lg);
  line-height: 1.6;
`;
