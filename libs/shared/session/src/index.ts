export {
  tokenAtom,
  loginStateAtom,
  storeValuesAtom,
  merchantCodeAtom,
  languageAtom,
  LOGGED_OUT,
  EMPTY_STORE,
} from './atoms';
export type { LoginState, StoreValues } from './atoms';
export { STORAGE_KEYS } from './storage-keys';
export {
  readToken,
  writeToken,
  rememberMerchantCode,
  readMerchantCode,
  clearSessionKeepingMerchant,
  tokenFromQueryOrSession,
  urlWithoutToken,
} from './session-storage';
export { BrandProvider, useBrand } from './brand-context';
export { COMPILED_FLAGS, useFeatureFlags } from './feature-flags';
export { systemInfoAtom } from './system-info';
export { WALLET_QUERY_ROOT, useRefreshBalance } from './refresh-balance';
