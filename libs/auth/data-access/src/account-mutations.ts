// The signed-in account's first-login action and TOTP enrolment.
import {
  firstLoginCall,
  totpConfirmCall,
  totpEnrolCall,
} from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';

/** The first-login action (T). */
export const useFirstLoginMutation = () => useContractMutation(firstLoginCall);
/** TOTP ("Google verification") enrolment (T). */
export const useTotpEnrolMutation = () => useContractMutation(totpEnrolCall);
export const useTotpConfirmMutation = () => useContractMutation(totpConfirmCall);
