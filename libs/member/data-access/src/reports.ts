import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type * as z from 'zod/mini';
import { BONUS_DETAILS_PAGE_SIZE, bonusDetailsCall, personalProfitCall, type BonusType } from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { tokenAtom } from '@platform/shared/session';
import { memberKeys } from './member-keys';

export type ProfitRange = z.input<typeof personalProfitCall.request>;

/** personalProfit (spec §2): the member's profit and loss over a preset or a from..to range of days. */
export function useProfit(range: ProfitRange) {
  const client = useApiClient();
  return useQuery({
    queryKey: memberKeys.profit(range),
    queryFn: () => client.call(personalProfitCall, range),
    enabled: useAtomValue(tokenAtom) !== null,
    placeholderData: keepPreviousData,
  });
}

/** bonusDetails (spec §2): rebates and promotion rewards, newest first. */
export function useBonusDetails(type: BonusType | 'all', pageNo: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: memberKeys.bonus(type, pageNo),
    queryFn: () => client.call(bonusDetailsCall, { type, pageNo, pageSize: BONUS_DETAILS_PAGE_SIZE }),
    enabled: useAtomValue(tokenAtom) !== null,
    placeholderData: keepPreviousData,
  });
}
