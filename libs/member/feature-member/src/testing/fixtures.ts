import { createStore } from 'jotai';
import type { MemberProfile } from '@platform/shared/api-contract';
import { tokenAtom } from '@platform/shared/session';

export function profileOf(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    account: 'alice01',
    nickname: 'Alice',
    emailMasked: 'a***@example.com',
    mobileMasked: null,
    emailVerified: false,
    mobileVerified: false,
    birthday: null,
    contacts: { telegram: '@alice' } as MemberProfile['contacts'],
    totpEnabled: false,
    ...overrides,
  };
}

export function signedInStore() {
  const store = createStore();
  store.set(tokenAtom, 'token');
  return store;
}
