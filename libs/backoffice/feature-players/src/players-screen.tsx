import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { backofficePlayersCall, type PlayerRow } from '@platform/shared/api-contract';
import { usePagedList, useWorkspace } from '@platform/backoffice/data-access';
import { useFormat } from '@platform/backoffice/i18n';
import { FilterBar, PagedTable, Screen, ScreenTitle, useTableState } from '@platform/backoffice/ui';
import { useDebounced } from './use-debounced';

/** Players (issue 22 §3): search by account, mobile, e-mail or id on the server, sorted and paged there too. */
export function PlayersScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { merchantCode } = useWorkspace();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'disabled'>('');
  const q = useDebounced(search.trim(), 300);
  const table = useTableState({ sort: 'id', dir: 'desc' });
  const filter = merchantCode
    ? { merchantCode, sort: table.sort as 'id' | 'account' | 'createdAt' | 'lastLoginAt', dir: table.dir, ...(q ? { q } : {}), ...(status ? { status } : {}) }
    : null;
  const columns = useMemo<ColumnDef<PlayerRow, unknown>[]>(
    () => [
      { id: 'id', header: t('players.id'), accessorKey: 'id', size: 80 },
      { id: 'account', accessorKey: 'account', header: t('players.account'), cell: ({ row }) => <Link to={`/players/${row.original.id}`}>{row.original.account}</Link> },
      { id: 'nickname', header: t('players.nickname'), accessorKey: 'nickname', enableSorting: false },
      { id: 'mobile', header: t('players.mobile'), cell: ({ row }) => row.original.mobile ?? '—', enableSorting: false },
      { id: 'email', header: t('players.email'), cell: ({ row }) => row.original.email ?? '—', enableSorting: false, size: 200 },
      { id: 'status', header: t('players.status'), cell: ({ row }) => t(`players.statuses.${row.original.status}`), enableSorting: false, size: 100 },
      { id: 'createdAt', accessorKey: 'createdAt', header: t('players.createdAt'), cell: ({ row }) => format.dateTime(row.original.createdAt), size: 170 },
      { id: 'lastLoginAt', accessorKey: 'lastLoginAt', header: t('players.lastLoginAt'), cell: ({ row }) => format.dateTime(row.original.lastLoginAt), size: 170 },
    ],
    [t, format],
  );
  const list = usePagedList(backofficePlayersCall, filter, table, { filename: `${merchantCode}-players.csv` });

  return (
    <Screen aria-labelledby="bo-players-title">
      <ScreenTitle id="bo-players-title">{t('players.title')}</ScreenTitle>
      <FilterBar
        onChange={() => table.setPage(1)}
        fields={[
          { name: 'search', kind: 'search', label: t('players.search'), value: search, onChange: setSearch, maxLength: 100, placeholder: t('players.searchHint'), testId: 'players-search' },
          {
            name: 'status',
            kind: 'select',
            label: t('players.status'),
            value: status,
            onChange: (value) => setStatus(value as typeof status),
            options: [
              { value: '', label: t('players.anyStatus') },
              { value: 'active', label: t('players.statuses.active') },
              { value: 'disabled', label: t('players.statuses.disabled') },
            ],
          },
        ]}
      />
      <PagedTable caption={t('players.title')} columns={columns} state={table} testId="players-table" onRowClick={(row) => navigate(`/players/${row.id}`)} {...list} />
    </Screen>
  );
}
