import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import {
  CONTRACT_KINDS,
  backofficeAgentContractsCall,
  backofficeAgentPayoutsCall,
  type BackofficeAgentContract,
  type BackofficeAgentPayout,
} from '@platform/shared/api-contract';
import { Button, Tabs } from '@platform/shared/ui-kit';
import { usePagedList, useWorkspace } from '@platform/backoffice/data-access';
import { useFormat } from '@platform/backoffice/i18n';
import { FilterBar, PagedTable, Screen, ScreenTitle, useTableState } from '@platform/backoffice/ui';

type Kind = (typeof CONTRACT_KINDS)[number];
const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

/** One level of the agent tree at a time: the contracts an agent offered to its direct downlines. */
function ContractsTable({ account, kind }: { account: string; kind: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { merchantCode } = useWorkspace();
  // The path walked down the tree: each step is the agent whose downlines are listed.
  const [path, setPath] = useState<{ id: number; account: string }[]>([]);
  const table = useTableState({ sort: 'id', dir: 'desc' });
  // A narrower account or kind filter starts again at page 1 (else it can land on an empty page).
  // Adjusted while rendering, as React advises for state that follows props, not in an effect.
  const filterKey = `${account}\u0000${kind}`;
  const [shownFilter, setShownFilter] = useState(filterKey);
  if (shownFilter !== filterKey) {
    setShownFilter(filterKey);
    table.setPage(1);
  }
  const upline = path.at(-1);
  const filter = merchantCode
    ? {
        merchantCode,
        dir: table.dir,
        ...(upline ? { uplineId: upline.id } : {}),
        ...(account.trim() ? { account: account.trim() } : {}),
        ...(kind ? { kind: kind as Kind } : {}),
      }
    : null;
  const down = (id: number, name: string) => {
    setPath((old) => [...old, { id, account: name }]);
    table.setPage(1);
  };
  const columns = useMemo<ColumnDef<BackofficeAgentContract, unknown>[]>(
    () => [
      { id: 'id', accessorKey: 'id', header: t('agents.contract'), cell: ({ row }) => row.original.id, size: 80 },
      { id: 'upline', header: t('agents.upline'), cell: ({ row }) => row.original.uplineAccount, size: 130, enableSorting: false },
      {
        id: 'downline',
        header: t('agents.downline'),
        cell: ({ row }) => (
          <Button variant="ghost" onClick={() => down(row.original.downlineId, row.original.downlineAccount)} aria-label={t('agents.openTeam', { account: row.original.downlineAccount })}>
            {row.original.downlineAccount} ›
          </Button>
        ),
        size: 160,
        enableSorting: false,
      },
      { id: 'kind', header: t('agents.kind'), cell: ({ row }) => t(`agents.kinds.${row.original.kind}`), size: 130, enableSorting: false },
      { id: 'status', header: t('agents.status'), cell: ({ row }) => t(`agents.statuses.${row.original.status}`), size: 100, enableSorting: false },
      { id: 'rate', header: t('agents.rate'), cell: ({ row }) => percent(row.original.rate), size: 80, enableSorting: false },
      { id: 'cycle', header: t('agents.cycle'), cell: ({ row }) => row.original.cycle, size: 90, enableSorting: false },
      { id: 'acceptedAt', header: t('agents.acceptedAt'), cell: ({ row }) => format.dateTime(row.original.acceptedAt), size: 160, enableSorting: false },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- down only appends to the path
    [t, format],
  );
  const list = usePagedList(backofficeAgentContractsCall, filter, table, { filename: `${merchantCode}-agent-contracts.csv` });
  return (
    <>
      <nav aria-label={t('agents.tree')} data-testid="agents-path">
        <Button variant="ghost" onClick={() => { setPath([]); table.setPage(1); }} disabled={path.length === 0}>
          {t('agents.allAgents')}
        </Button>
        {path.map((step, index) => (
          <Button key={step.id} variant="ghost" onClick={() => { setPath(path.slice(0, index + 1)); table.setPage(1); }} disabled={index === path.length - 1}>
            › {step.account}
          </Button>
        ))}
      </nav>
      <PagedTable caption={t('agents.contracts')} columns={columns} state={table} testId="agents-contracts" {...list} />
    </>
  );
}

/** What each contract paid per period: the team's turnover and loss, the rate met, the amount. */
function PayoutsTable({ account, kind }: { account: string; kind: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { merchantCode } = useWorkspace();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const table = useTableState({ sort: 'periodStart', dir: 'desc' });
  const filter = merchantCode
    ? { merchantCode, dir: table.dir, ...(account.trim() ? { account: account.trim() } : {}), ...(kind ? { kind: kind as Kind } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) }
    : null;
  const amount = (minor: number) => format.money(minor, '').trim();
  const columns = useMemo<ColumnDef<BackofficeAgentPayout, unknown>[]>(
    () => [
      { id: 'periodStart', accessorKey: 'periodStart', header: t('agents.period'), cell: ({ row }) => format.dateTime(row.original.periodStart), size: 160 },
      { id: 'upline', header: t('agents.upline'), cell: ({ row }) => row.original.uplineAccount, size: 120, enableSorting: false },
      { id: 'downline', header: t('agents.downline'), cell: ({ row }) => row.original.downlineAccount, size: 120, enableSorting: false },
      { id: 'kind', header: t('agents.kind'), cell: ({ row }) => t(`agents.kinds.${row.original.kind}`), size: 130, enableSorting: false },
      { id: 'turnover', header: t('agents.turnover'), cell: ({ row }) => amount(row.original.turnover), size: 110, enableSorting: false },
      { id: 'teamLoss', header: t('agents.teamLoss'), cell: ({ row }) => amount(row.original.teamLoss), size: 110, enableSorting: false },
      { id: 'active', header: t('agents.activeMembers'), cell: ({ row }) => format.count(row.original.activeMembers), size: 90, enableSorting: false },
      { id: 'rate', header: t('agents.rate'), cell: ({ row }) => percent(row.original.rate), size: 80, enableSorting: false },
      { id: 'amount', header: t('agents.amount'), cell: ({ row }) => amount(row.original.amount), size: 110, enableSorting: false },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- amount is format.money
    [t, format],
  );
  const list = usePagedList(backofficeAgentPayoutsCall, filter, table, { filename: `${merchantCode}-agent-payouts.csv` });
  return (
    <>
      <FilterBar
        search={false}
        onChange={() => table.setPage(1)}
        fields={[
          { name: 'from', kind: 'date', label: t('agents.from'), value: from, onChange: setFrom },
          { name: 'to', kind: 'date', label: t('agents.to'), value: to, onChange: setTo },
        ]}
      />
      <PagedTable caption={t('agents.payouts')} columns={columns} state={table} testId="agents-payouts" {...list} />
    </>
  );
}

/** Agents (issue 22 §3): the agent tree through its contracts, and the payouts per period. Read-only. */
export function AgentsScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('contracts');
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState('');
  return (
    <Screen aria-labelledby="bo-agents-title">
      <ScreenTitle id="bo-agents-title">{t('agents.title')}</ScreenTitle>
      <FilterBar
        fields={[
          { name: 'account', kind: 'text', label: t('agents.account'), value: account, onChange: setAccount, maxLength: 32, testId: 'agents-account' },
          {
            name: 'kind',
            kind: 'select',
            label: t('agents.kind'),
            value: kind,
            onChange: setKind,
            options: [{ value: '', label: t('agents.allKinds') }, ...CONTRACT_KINDS.map((value) => ({ value, label: t(`agents.kinds.${value}`) }))],
          },
        ]}
      />
      <Tabs
        label={t('agents.title')}
        items={[
          { id: 'contracts', label: t('agents.contracts') },
          { id: 'payouts', label: t('agents.payouts') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'contracts' ? <ContractsTable account={account} kind={kind} /> : <PayoutsTable account={account} kind={kind} />}
    </Screen>
  );
}
