import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@platform/shared/api-contract';
import { formatDateTime } from '@platform/shared/i18n';
import { Alert, Button } from '@platform/shared/ui-kit';
import {
  useAcceptContract,
  useAgreeContractEnd,
  useRejectContract,
  useRequestContractEnd,
  useTerminateContract,
} from '@platform/agent/data-access';
import { useErrorText } from '../pages/parts';
import { PageEmpty } from './page-empty';
import { useMoney, useRate } from './money';

type Side = 'received' | 'offered';

/** What this member may do with a contract, from its side of it (spec §4 "Contract"). */
export function contractActions(contract: Contract, side: Side): ('accept' | 'reject' | 'requestEnd' | 'agreeEnd' | 'terminate')[] {
  const me = side === 'received' ? contract.downline : contract.upline;
  const actions: ('accept' | 'reject' | 'requestEnd' | 'agreeEnd' | 'terminate')[] = [];
  if (side === 'received' && contract.status === 'offered') actions.push('accept', 'reject');
  if (contract.status === 'active') actions.push('requestEnd');
  if (contract.status === 'ending' && contract.endRequestedBy !== me) actions.push('agreeEnd');
  if (side === 'offered' && ['offered', 'active', 'ending'].includes(contract.status)) actions.push('terminate');
  return actions;
}

/** The member's contracts on one side, each with its actions; accepting warns first when it would end downline contracts. */
export function ContractList({ side, contracts }: { side: Side; contracts: readonly Contract[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const money = useMoney();
  const formatRate = useRate();
  const accept = useAcceptContract();
  const reject = useRejectContract();
  const requestEnd = useRequestContractEnd();
  const agreeEnd = useAgreeContractEnd();
  const terminate = useTerminateContract();
  const [warning, setWarning] = useState<{ contract: Contract; willEnd: Contract[] } | null>(null);
  const failed = [accept, reject, requestEnd, agreeEnd, terminate].find((m) => m.isError);

  const run = (action: ReturnType<typeof contractActions>[number], contract: Contract) => {
    const contractId = contract.id;
    if (action === 'accept') {
      accept.mutate({ contractId }, { onSuccess: (value) => setWarning(value.accepted ? null : { contract, willEnd: value.willEnd }) });
    } else if (action === 'reject') reject.mutate({ contractId });
    else if (action === 'requestEnd') requestEnd.mutate({ contractId });
    else if (action === 'agreeEnd') agreeEnd.mutate({ contractId });
    else terminate.mutate({ contractId });
  };

  if (contracts.length === 0) {
    return <PageEmpty testId={`contracts-${side}-empty`} title={t(`agent.empty.contracts_${side}.title`)} message={t(`agent.empty.contracts_${side}.message`)} compact />;
  }
  return (
    <List data-testid={`contracts-${side}`}>
      {failed ? <Alert tone="error" testId="contract-error">{errorText(failed.error)}</Alert> : null}
      {warning ? (
        <Alert tone="error" testId="contract-warning">
          <p>{t('agent.contract.lower_rate_warning', { rate: formatRate(warning.contract.rate) })}</p>
          <ul>
            {warning.willEnd.map((c) => (
              <li key={c.id}>{t('agent.contract.will_end', { account: c.downline, kind: t(`agent.kind.${c.kind}`), rate: formatRate(c.rate) })}</li>
            ))}
          </ul>
          <Actions>
            <Button type="button" loading={accept.isPending} onClick={() => accept.mutate({ contractId: warning.contract.id, confirm: true }, { onSuccess: () => setWarning(null) })} data-testid="contract-confirm">
              {t('agent.contract.confirm_accept')}
            </Button>
            <Button variant="secondary" type="button" onClick={() => setWarning(null)}>
              {t('common.cancel')}
            </Button>
          </Actions>
        </Alert>
      ) : null}
      {contracts.map((contract) => (
        <Item key={contract.id} data-testid="contract-row" data-status={contract.status}>
          <div>
            <strong>{t(`agent.kind.${contract.kind}`)}</strong> · {t(`agent.cycle.${contract.cycle}`)} · {t(`agent.status.${contract.status}`)}
          </div>
          <div>
            {side === 'received' ? t('agent.contract.from', { account: contract.upline }) : t('agent.contract.to', { account: contract.downline })} ·{' '}
            {t('agent.contract.top_rate', { rate: formatRate(contract.rate) })} · {formatDateTime(contract.createdAt)}
          </div>
          <Terms>
            {contract.tiers.map((tier, i) => (
              <li key={i}>{t('agent.contract.tier_terms', { n: i + 1, minBet: money(tier.minBet), pnl: money(tier.pnl), members: tier.minActiveMembers, rate: formatRate(tier.rate) })}</li>
            ))}
          </Terms>
          <Actions>
            {contractActions(contract, side).map((action) => (
              <Button key={action} variant={action === 'accept' ? 'primary' : 'secondary'} type="button" onClick={() => run(action, contract)} data-testid={`contract-${action}`}>
                {t(`agent.contract.action.${action}`)}
              </Button>
            ))}
          </Actions>
        </Item>
      ))}
    </List>
  );
}

const List = styled.div`
  display: grid;
  gap: var(--space-sm);
`;

const Item = styled.article`
  display: grid;
  gap: var(--space-xs);
  padding: var(--space-sm);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  font-size: 0.875rem;
`;

const Terms = styled.ul`
  margin: 0;
  padding-inline-start: var(--space-md);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs);
`;
