import { atom } from 'jotai';

/** The spec's login state (§3). */
export interface LoginState {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  location: { ip: string } | null;
  firstTimeLogin: boolean;
}

export const LOGGED_OUT: LoginState = {
  isLogin: false,
  isAgent: false,
  isTrial: false,
  location: null,
  firstTimeLogin: false,
};

/** The spec's store values (§3). */
export interface StoreValues {
  balance: number | null;
  currencySymbol: string;
  unreadMessage: number;
  availablePromoCount: number;
  hasVip: boolean;
  vipLabelName: string;
  vipRankLevel: number;
  singleWallet: boolean;
}

export const EMPTY_STORE: StoreValues = {
  balance: null,
  currencySymbol: '',
  unreadMessage: 0,
  availablePromoCount: 0,
  hasVip: false,
  vipLabelName: '',
  vipRankLevel: 0,
  singleWallet: false,
};

export const tokenAtom = atom<string | null>(null);
export const loginStateAtom = atom<LoginState>(LOGGED_OUT);
export const storeValuesAtom = atom<StoreValues>(EMPTY_STORE);
export const merchantCodeAtom = atom<string | null>(null);
export const languageAtom = atom<string>('EN');
