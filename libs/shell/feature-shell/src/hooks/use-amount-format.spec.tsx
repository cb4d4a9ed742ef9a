import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { SystemStatus } from '@platform/shared/api-contract';
import { createI18n } from '@platform/shared/i18n';
import { storeValuesAtom, systemInfoAtom } from '@platform/shared/session';
import { useAmountFormat } from './use-amount-format';

let pt: I18n;
beforeAll(async () => {
  pt = await createI18n('PT');
});

function render(store: ReturnType<typeof createStore>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={pt}>{children}</I18nextProvider>
    </Provider>
  );
  return renderHook(() => useAmountFormat(), { wrapper }).result.current;
}

const merchantReal = { currency: { code: 'BRL', symbol: 'R$' } } as SystemStatus['info'];

describe('useAmountFormat (issue 26 "one formatter for every amount": the merchant\'s currency)', () => {
  it("a guest, or a page before the wallet answers, gets the merchant's currency from the public system status", () => {
    const store = createStore();
    store.set(systemInfoAtom, merchantReal);
    // The store's currencySymbol is still empty: no wallet answer yet.
    expect(store.get(storeValuesAtom).currencySymbol).toBe('');
    const amounts = render(store);
    expect(amounts.minor(1_008_640)).toBe('R$\u00a010.086,40');
    expect(amounts.major(56_170.7)).toBe('R$\u00a056.170,70');
  });

  it("falls back to the wallet's symbol when the system status names no currency", () => {
    const store = createStore();
    store.set(systemInfoAtom, {} as SystemStatus['info']);
    store.set(storeValuesAtom, { ...store.get(storeValuesAtom), currencySymbol: 'R$' });
    expect(render(store).minor(1050)).toBe('R$\u00a010,50');
  });

  it('writes no symbol, never a wrong one, while neither has answered', () => {
    expect(render(createStore()).minor(1050)).toBe('10,50');
  });
});
