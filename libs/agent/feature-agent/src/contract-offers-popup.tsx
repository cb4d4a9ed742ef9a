import { useEffect, useState } from 'react';
import { hasPendingContract, pendingKeyOf, useConsolidatedContracts } from '@platform/agent/data-access';
import { ContractPopup } from './contract-popup';

/** The session remembers what the member closed the popup on: a reload does not reopen it for the same contracts. */
export const CONTRACT_POPUP_CLOSED_KEY = 'contractPopupClosed';

/**
 * Opens the contract popup after login when a contract waits for this member's answer (the
 * consolidated flags, spec §3): an offer to accept or reject, or a termination to agree to. Plain
 * members see it too; it is their only way to the contracts. It waits while `blocked` (another
 * popup or a centre is open), and once closed stays closed until a new contract waits.
 */
export function ContractOffersPopup({ blocked, isAgent }: { blocked: boolean; isAgent: boolean }) {
  const consolidated = useConsolidatedContracts();
  const [closedKey, setClosedKey] = useState(() => sessionStorage.getItem(CONTRACT_POPUP_CLOSED_KEY));
  const [openKey, setOpenKey] = useState<string | null>(null);
  const data = consolidated.data;
  const waitingKey = data && hasPendingContract(data.flags) ? pendingKeyOf(data) : '';

  useEffect(() => {
    if (!blocked && openKey === null && waitingKey !== '' && waitingKey !== closedKey) setOpenKey(waitingKey);
    // Answered elsewhere (in the agent centre) while hidden: nothing left to show when that closes.
    if (blocked && openKey !== null && waitingKey === '') setOpenKey(null);
  }, [blocked, openKey, waitingKey, closedKey]);

  if (openKey === null || blocked) return null;
  const close = () => {
    sessionStorage.setItem(CONTRACT_POPUP_CLOSED_KEY, openKey);
    setClosedKey(openKey);
    setOpenKey(null);
  };
  return <ContractPopup isAgent={isAgent} onClose={close} />;
}
