import { useAtomValue } from 'jotai';
import { formatMoney } from '@platform/lottery/data-access';
import { storeValuesAtom } from '@platform/shared/session';

/** Minor units as text with the merchant's currency symbol (spec §3 store value currencySymbol). */
export function useMoney() {
  const { currencySymbol } = useAtomValue(storeValuesAtom);
  return (minor: number) => formatMoney(minor, currencySymbol);
}
