import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import styled from 'styled-components';
import { backofficeAuditCall, backofficeAuditVerifyCall, type AuditRow } from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { Alert, Button } from '@platform/shared/ui-kit';
import { backofficeKey, usePagedList, useWorkspace } from '@platform/backoffice/data-access';
import { useBackofficeErrorText, useFormat } from '@platform/backoffice/i18n';
import { FilterBar, PagedTable, Screen, ScreenTitle, useTableState } from '@platform/backoffice/ui';

const Json = styled.code`
  font-size: 0.75rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A before/after value as compact JSON (audit values are small: the changed fields). */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Audit log (issue 22 §2): browse and filter every staff action; verify the hash chain. */
export function AuditScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useBackofficeErrorText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { merchantCode } = useWorkspace();
  const [staffName, setStaffName] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const table = useTableState({ sort: 'at', dir: 'desc' });
  const filter = merchantCode
    ? {
        merchantCode,
        dir: table.dir,
        ...(staffName.trim() ? { staffName: staffName.trim() } : {}),
        ...(action.trim() ? { action: action.trim() } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      }
    : null;
  const [verify, setVerify] = useState<{ busy: boolean; result: { ok: boolean; rows: number; firstBrokenId: number | null } | null; error: unknown }>({ busy: false, result: null, error: null });

  const runVerify = async () => {
    if (!merchantCode) return;
    setVerify({ busy: true, result: null, error: null });
    try {
      const result = await queryClient.fetchQuery({
        queryKey: backofficeKey(backofficeAuditVerifyCall.id, { merchantCode, at: Date.now() }),
        queryFn: () => client.call(backofficeAuditVerifyCall, { merchantCode }),
      });
      setVerify({ busy: false, result, error: null });
    } catch (error) {
      setVerify({ busy: false, result: null, error });
    }
  };

  const columns = useMemo<ColumnDef<AuditRow, unknown>[]>(
    () => [
      { id: 'id', header: t('audit.id'), cell: ({ row }) => row.original.id, size: 70, enableSorting: false },
      { id: 'at', accessorKey: 'at', header: t('audit.at'), cell: ({ row }) => format.dateTime(row.original.at), size: 170 },
      { id: 'staffName', header: t('audit.staff'), cell: ({ row }) => row.original.staffName, size: 110, enableSorting: false },
      { id: 'action', header: t('audit.action'), cell: ({ row }) => <code>{row.original.action}</code>, size: 170, enableSorting: false },
      { id: 'target', header: t('audit.target'), cell: ({ row }) => row.original.target ?? '—', size: 120, enableSorting: false },
      { id: 'before', header: t('audit.before'), cell: ({ row }) => <Json>{auditValue(row.original.before)}</Json>, size: 220, enableSorting: false },
      { id: 'after', header: t('audit.after'), cell: ({ row }) => <Json>{auditValue(row.original.after)}</Json>, size: 220, enableSorting: false },
      { id: 'hash', header: t('audit.hash'), cell: ({ row }) => <Json title={row.original.hash}>{row.original.hash.slice(0, 12)}…</Json>, size: 120, enableSorting: false },
    ],
    [t, format],
  );
  const list = usePagedList(backofficeAuditCall, filter, table, { filename: `${merchantCode}-audit.csv` });

  return (
    <Screen aria-labelledby="bo-audit-title">
      <ScreenTitle id="bo-audit-title">{t('audit.title')}</ScreenTitle>
      <FilterBar
        onChange={() => table.setPage(1)}
        fields={[
          { name: 'staff', kind: 'text', label: t('audit.staff'), value: staffName, onChange: setStaffName, maxLength: 32 },
          { name: 'action', kind: 'text', label: t('audit.action'), value: action, onChange: setAction, maxLength: 64 },
          { name: 'from', kind: 'date', label: t('audit.from'), value: from, onChange: setFrom },
          { name: 'to', kind: 'date', label: t('audit.to'), value: to, onChange: setTo },
        ]}
      >
        <Button variant="secondary" onClick={() => void runVerify()} loading={verify.busy} data-testid="audit-verify">
          {t('audit.verify')}
        </Button>
      </FilterBar>
      {verify.result ? (
        <Alert tone={verify.result.ok ? 'success' : 'error'} testId="audit-verify-result">
          {verify.result.ok
            ? t('audit.verifyOk', { rows: verify.result.rows })
            : t('audit.verifyBroken', { rows: verify.result.rows, id: verify.result.firstBrokenId })}
        </Alert>
      ) : null}
      {verify.error ? <Alert tone="error">{errorText(verify.error)}</Alert> : null}
      <PagedTable caption={t('audit.title')} columns={columns} state={table} testId="audit-table" {...list} />
    </Screen>
  );
}
