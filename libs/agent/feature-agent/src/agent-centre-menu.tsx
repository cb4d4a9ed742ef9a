import type { ReactNode } from 'react';
import type { ContractKind } from '@platform/shared/api-contract';
import { hasContract, useContracts, type ContractsValue } from '@platform/agent/data-access';

/**
 * Spec §2 "Agent centre menu": the dividend record shows only when the contract is enabled, the
 * daily wages only with a salary contract. "Enabled" is a contract of that kind the member has
 * accepted, or had accepted by a downline, on either side; until the contracts load, both stay hidden.
 */
const SHOWN_WITH: Readonly<Record<string, ContractKind>> = { dividendRecord: 'dividend', dailyWages: 'daily_salary' };

export function visibleAgentPages<Page extends string>(pages: readonly Page[], contracts: ContractsValue | undefined): Page[] {
  return pages.filter((page) => {
    const kind = SHOWN_WITH[page];
    return kind === undefined || hasContract(contracts, kind);
  });
}

/** Hands the visible pages of the menu to `children`, reading the member's contracts. */
export function AgentCentreMenuVisibility<Page extends string>({ pages, children }: { pages: readonly Page[]; children: (visible: Page[]) => ReactNode }) {
  const contracts = useContracts();
  return <>{children(visibleAgentPages(pages, contracts.data))}</>;
}
