import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { BACKOFFICE_PAGE_SIZES, backofficePlayersCall, type PlayerRow } from '@platform/shared/api-contract';
import { Alert } from '@platform/shared/ui-kit';
import { useBackofficeQuery, useCsvExport, useWorkspace, type CsvColumn } from '@platform/backoffice/data-access';
import { useBackofficeErrorText, useFormat, useTableLabels } from '@platform/backoffice/i18n';
import { DataTable, FieldBox, Input, Screen, ScreenTitle, Select, TableFooter, Toolbar, useTableState } from '@platform/backoffice/ui';
import { useDebounced } from './use-debounced';

/** Players (issue 22 §3): search by account, mobile, e-mail or id on the server, sorted and paged there too. */
export function PlayersScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useBackofficeErrorText();
  const navigate = useNavigate();
  const { merchantCode } = useWorkspace();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'disabled'>('');
  const q = useDebounced(search.trim(), 300);
  const table = useTableState({ sort: 'id', dir: 'desc' });
  const filter = merchantCode
    ? { merchantCode, sort: table.sort as 'id' | 'account' | 'createdAt' | 'lastLoginAt', dir: table.dir, ...(q ? { q } : {}), ...(status ? { status } : {}) }
    : null;
  const list = useBackofficeQuery(backofficePlayersCall, filter ? { ...filter, page: table.page, pageSize: table.pageSize } : null, { keepPrevious: true });
  const total = list.data?.total ?? 0;
  const labels = useTableLabels(total, table.page, table.pageSize);
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
  const csvColumns: CsvColumn<PlayerRow>[] = [
    { header: t('players.id'), value: (row) => row.id },
    { header: t('players.account'), value: (row) => row.account },
    { header: t('players.nickname'), value: (row) => row.nickname },
    { header: t('players.mobile'), value: (row) => row.mobile },
    { header: t('players.email'), value: (row) => row.email },
    { header: t('players.status'), value: (row) => row.status },
    { header: t('players.createdAt'), value: (row) => row.createdAt },
    { header: t('players.lastLoginAt'), value: (row) => row.lastLoginAt },
  ];
  const exporter = useCsvExport(backofficePlayersCall, filter, csvColumns, `${merchantCode}-players.csv`);

  return (
    <Screen aria-labelledby="bo-players-title">
      <ScreenTitle id="bo-players-title">{t('players.title')}</ScreenTitle>
      <Toolbar role="search">
        <FieldBox>
          {t('players.search')}
          <Input
            type="search"
            value={search}
            maxLength={100}
            placeholder={t('players.searchHint')}
            data-testid="players-search"
            onChange={(event) => {
              setSearch(event.target.value);
              table.setPage(1);
            }}
          />
        </FieldBox>
        <FieldBox>
          {t('players.status')}
          <Select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as typeof status);
              table.setPage(1);
            }}
          >
            <option value="">{t('players.anyStatus')}</option>
            <option value="active">{t('players.statuses.active')}</option>
            <option value="disabled">{t('players.statuses.disabled')}</option>
          </Select>
        </FieldBox>
      </Toolbar>
      {exporter.error ? <Alert tone="error">{errorText(exporter.error)}</Alert> : null}
      <DataTable
        caption={t('players.title')}
        columns={columns}
        rows={list.data?.rows ?? []}
        total={total}
        rowKey={(row) => String(row.id)}
        sorting={table.sorting}
        onSortingChange={table.setSorting}
        loading={list.isPending}
        error={list.error ? errorText(list.error) : null}
        labels={labels.table}
        onRowClick={(row) => navigate(`/players/${row.id}`)}
        testId="players-table"
        footer={
          <TableFooter
            page={table.page}
            pageSize={table.pageSize}
            pageSizes={BACKOFFICE_PAGE_SIZES}
            total={total}
            onPage={table.setPage}
            onPageSize={table.setPageSize}
            onExport={() => void exporter.run()}
            exporting={exporter.exporting}
            labels={labels.footer}
          />
        }
      />
    </Screen>
  );
}
