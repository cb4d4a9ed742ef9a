import { useCallback, useState } from 'react';
import { useProtectionStatus } from '@platform/member/data-access';
import { OFFER_ANSWERED_KEY, shouldOfferDepositLimit, type OfferPlace } from '../utils/deposit-limit-offer';

/** Whether to show the deposit-limit offer at `place` now, and how to put it away once answered. */
export function useDepositLimitOffer(place: OfferPlace) {
  const status = useProtectionStatus();
  // Answered in this tab: it stays away until logout (which clears sessionStorage) or the tab closes.
  const [answered, setAnswered] = useState(() => sessionStorage.getItem(OFFER_ANSWERED_KEY) === '1');
  const answer = useCallback(() => {
    sessionStorage.setItem(OFFER_ANSWERED_KEY, '1');
    setAnswered(true);
  }, []);
  return { show: shouldOfferDepositLimit(status.data, place, answered), answer };
}
