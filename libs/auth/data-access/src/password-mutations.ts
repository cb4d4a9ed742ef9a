// Password reset (e-mail, phone with its SMS code) and change.
import {
  changePasswordCall,
  resetByEmailCall,
  resetByPhoneCall,
  resetCodeCall,
} from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';

/** Password reset by e-mail; always answers in_been_out. */
export const useResetByEmailMutation = () => useContractMutation(resetByEmailCall);
/** Password reset by phone with an SMS code. */
export const useResetByPhoneMutation = () => useContractMutation(resetByPhoneCall);
/** SMS code for a password reset by phone. */
export const useResetCodeMutation = () => useContractMutation(resetCodeCall);
/** Member password change (T, E); answers a new token. */
export const useChangePasswordMutation = () => useContractMutation(changePasswordCall);
