import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from '@platform/shared/ui-kit';
import { DepositLimitOfferForm } from './deposit-limit-offer-form';
import { useDepositLimitOffer } from './use-offer';
import { useNoOtherDialog } from './use-no-other-dialog';

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

const OFFER_DIALOG = 'depositLimitOfferPanel';

/**
 * The offer right after registration, on brands whose jurisdiction asks for it there
 * (depositLimitPrompt "registration"). Mounted by the shell for logged-in real-money players.
 * A proper dialog (issue 21 §4): a backdrop, a title, a close button that means "not now", focus
 * held inside and Escape to close. It waits while another dialog (the after-login announcement
 * popup, the member centre) is open, so it never stacks over what the player is reading.
 */
export function DepositLimitOfferHost() {
  const { t } = useTranslation();
  const offer = useDepositLimitOffer('registration');
  const clear = useNoOtherDialog(OFFER_DIALOG, offer.show);
  if (!offer.show || !clear) return null;
  return (
    <Modal
      name={OFFER_DIALOG}
      title={t('protection.offer_title')}
      closeLabel={t('protection.offer_skip')}
      onClose={offer.answer}
      width={440}
      height={400}
    >
      <DialogBody>
        <DepositLimitOfferForm onAnswered={offer.answer} titleHidden />
      </DialogBody>
    </Modal>
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

const DialogBody = styled.div`
  p {
    margin: 0;
  }
`;
