// Registration, by username or by mobile with its SMS code.
import {
  registerCall,
  registerCodeCall,
  registerMobileCall,
} from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';

/** Member register by username (E), with login: true. */
export const useRegisterMutation = () => useContractMutation(registerCall);
/** Register by mobile (E), with login: true. */
export const useRegisterMobileMutation = () => useContractMutation(registerMobileCall);
/** Registration SMS code. */
export const useRegisterCodeMutation = () => useContractMutation(registerCodeCall);
