import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { resourceLabelFor } from '@platform/shared/api-contract';
import { systemInfoAtom, useBrand } from '@platform/shared/session';
import { QrCode } from '@platform/shared/ui-kit';
import { openCustomerService } from '../utils/open-customer-service';
import { useOpenChatRoom } from '../utils/chat-room-link';

/** The sidebar's QR size: small enough for the rail, with a quiet zone under half the size. */
const SIDEBAR_QR = { size: 112, margin: 8 } as const;

/**
 * The right-side bar (spec §1): app-download QR codes and the support contacts. Loaded
 * lazily and only on wide screens, so phones never download the QR encoder.
 */
export function RightSideBar() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const info = useAtomValue(systemInfoAtom);
  const resources = info?.resources ?? [];
  const openChatRoom = useOpenChatRoom();
  const apps = [
    { key: 'ios', label: t('download.ios'), url: brand.appDownload.ios },
    { key: 'android', label: t('download.android'), url: brand.appDownload.android },
  ];
  return (
    <Bar aria-label={t('sidebar.label')} data-testid="right-side-bar">
      <Section role="group" aria-labelledby="sidebar-apps">
        <Heading id="sidebar-apps">{t('nav.down')}</Heading>
        {apps.map((app) => (
          <Figure key={app.key} data-testid={`sidebar-qr-${app.key}`}>
            <QrCode
              text={app.url}
              size={SIDEBAR_QR.size}
              margin={SIDEBAR_QR.margin}
              alt={t('download.qr_alt', { platform: app.label })}
              imageErrorMessage={t('download.qr_error')}
            />
            <figcaption>{app.label}</figcaption>
          </Figure>
        ))}
      </Section>
      <Section role="group" aria-labelledby="sidebar-support">
        <Heading id="sidebar-support">{t('sidebar.support')}</Heading>
        <Contacts>
          {/* The built-in chat room first; the brand's external links follow. */}
          <li>
            <ContactButton type="button" data-testid="sidebar-live-chat" onClick={openChatRoom}>
              {t('sidebar.live_chat')}
            </ContactButton>
          </li>
          {resources.map((resource) => (
            <li key={resource.url}>
              <ContactButton type="button" onClick={() => openCustomerService([resource])}>
                {resourceLabelFor(resource, i18n.language)}
              </ContactButton>
            </li>
          ))}
        </Contacts>
      </Section>
    </Bar>
  );
}

const Bar = styled.aside`
  position: sticky;
  top: 0;
  align-self: start;
  display: flex;
  flex-direction: column;
  gap: var(--space-md);
  width: 148px;
  box-sizing: border-box;
  padding: var(--space-md) var(--space-sm);
  border-inline-start: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
`;

// Groups inside the side bar's own landmark, not regions: a region named "App download" beside the
// download screen's own made two landmarks of the same name there (axe landmark-unique, issue 21).
const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-sm);
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 0.875rem;
  text-align: center;
`;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-xs);
  margin: 0;
  font-size: 0.8125rem;
`;

const Contacts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ContactButton = styled.button`
  width: 100%;
  min-height: 44px;
  padding: var(--space-xs);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;

  &:hover {
    background: var(--color-surface-raised);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;
