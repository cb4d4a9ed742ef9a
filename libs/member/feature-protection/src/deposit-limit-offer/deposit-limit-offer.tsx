import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DepositLimitOfferForm } from './deposit-limit-offer-form';
import { useDepositLimitOffer } from './use-offer';

/**
 * The deposit-limit offer on the deposit page, above the deposit form: shown before the first
 * deposit when the brand's jurisdiction asks for it. It does not block the form; "not now" hides it.
 */
export function DepositLimitOfferPanel() {
  const offer = useDepositLimitOffer('deposit');
  if (!offer.show) return null;
  return (
    <Panel>
      <DepositLimitOfferForm onAnswered={offer.answer} />
    </Panel>
  );
}

/**
 * The offer right after registration, on brands whose jurisdiction asks for it there
 * (depositLimitPrompt "registration"). Mounted by the shell for logged-in real-money players.
 * A panel docked at the bottom of the page, not a modal: it must not stack over (and block) the
 * after-login announcement popup, which stays on top until closed.
 */
export function DepositLimitOfferHost() {
  const { t } = useTranslation();
  const offer = useDepositLimitOffer('registration');
  if (!offer.show) return null;
  return (
    <Docked aria-label={t('protection.offer_title')} data-testid="depositLimitOfferPanel">
      <DepositLimitOfferForm onAnswered={offer.answer} />
    </Docked>
  );
}

const Panel = styled.div`
  padding: var(--space-md);
  margin-block-end: var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  h3,
  p {
    margin: 0;
  }
`;

const Docked = styled.aside`
  position: fixed;
  inset-inline: var(--space-sm);
  inset-block-end: var(--space-sm);
  /* Above the page and its side menu, below every modal (1000). */
  z-index: 960;
  max-width: 32rem;
  max-height: 70vh;
  margin-inline: auto;
  overflow-y: auto;
  padding: var(--space-md);
  color: var(--color-text);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-modal);
  h3,
  p {
    margin: 0;
  }
`;
