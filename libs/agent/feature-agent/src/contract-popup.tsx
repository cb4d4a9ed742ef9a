import { useTranslation } from 'react-i18next';
import { Modal } from '@platform/shared/ui-kit';
import { ContractCentre } from './components/contract-centre';

/**
 * The contract popup (spec §2 "Popups"): offers, accepts, rejects and ends contracts, with the
 * lower-rate warning. The shell mounts it for logged-in members only (spec §2); agents also get the offer form.
 */
export function ContractPopup({ isAgent, onClose }: { isAgent: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal name="contractModal" title={t('agent.pages.contracts')} closeLabel={t('common.close')} width={720} height={600} onClose={onClose}>
      <ContractCentre canOffer={isAgent} />
    </Modal>
  );
}
