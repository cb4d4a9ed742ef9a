import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { systemInfoAtom, useBrand } from '@platform/shared/session';
import { openCustomerService } from '../utils/open-customer-service';
import { FEEDBACK_PATH } from '../utils/feedback-link';
import { useOpenChatRoom } from '../utils/chat-room-link';

/** The footer (spec §1): help and contact links. Contact opens customer service. */
export function SiteFooter() {
  const { t } = useTranslation();
  const brand = useBrand();
  const info = useAtomValue(systemInfoAtom);
  const resources = info?.resources ?? [];
  const openChatRoom = useOpenChatRoom();
  return (
    <Footer data-testid="app-footer">
      <nav aria-label={t('footer.label')}>
        <Links>
          <li>
            <FooterLink to="/help" data-testid="footer-help">
              {t('footer.help')}
            </FooterLink>
          </li>
          <li>
            <FooterLink to={FEEDBACK_PATH} data-testid="footer-feedback">
              {t('footer.feedback')}
            </FooterLink>
          </li>
          <li>
            <FooterButton
              type="button"
              data-testid="footer-contact"
              disabled={resources.length === 0}
              onClick={() => openCustomerService(resources)}
            >
              {t('footer.contact')}
            </FooterButton>
          </li>
          <li>
            <FooterButton type="button" data-testid="footer-live-chat" onClick={openChatRoom}>
              {t('footer.live_chat')}
            </FooterButton>
          </li>
          <li>
            <FooterLink to="/down">{t('nav.down')}</FooterLink>
          </li>
          <li>
            <FooterLink to="/winners" data-testid="footer-winners">
              {t('footer.winners')}
            </FooterLink>
          </li>
          <li>
            <FooterLink to="/mirrors" data-testid="footer-mirrors">
              {t('footer.mirrors')}
            </FooterLink>
          </li>
        </Links>
      </nav>
      <Small>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.displayName })}</Small>
      {/* CC BY 3.0 asks for credit where the icons are used: the game, vendor and category art. */}
      <Small data-testid="footer-art-credit">
        {t('footer.art_credit')}{' '}
        <a href="https://creativecommons.org/licenses/by/3.0/" target="_blank" rel="noopener noreferrer license">
          CC BY 3.0
        </a>{' '}
        (<a href="https://game-icons.net" target="_blank" rel="noopener noreferrer">game-icons.net</a>)
      </Small>
    </Footer>
  );
}

const Footer = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-sm);
  padding: var(--space-lg) var(--space-md);
  border-top: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-sm) var(--space-lg);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: inherit;

  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

const FooterButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:disabled {
    color: var(--color-text-muted);
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

const Small = styled.small`
  color: var(--color-text-muted);
  text-align: center;

  a {
    color: inherit;
    text-decoration: underline;
  }
`;
