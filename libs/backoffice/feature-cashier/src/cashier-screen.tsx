import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import styled from 'styled-components';
import {
  DEPOSIT_STATUSES,
  WITHDRAWAL_STATUSES,
  backofficeCashierSettingsCall,
  backofficeDepositsCall,
  backofficeDisputesCall,
  backofficeWithdrawalsCall,
  type CashierDeposit,
  type CashierWithdrawal,
} from '@platform/shared/api-contract';
import { isUncertainFailure, useApiClient } from '@platform/shared/api-client';
import { Alert, Button, Tabs } from '@platform/shared/ui-kit';
import { cashierUploadUrl, useBackofficeQuery, usePagedList, useWorkspace } from '@platform/backoffice/data-access';
import { useBackofficeErrorText, useFormat } from '@platform/backoffice/i18n';
import { ConfirmDialog, FieldBox, FilterBar, PagedTable, Screen, ScreenTitle, TextArea, useTableState } from '@platform/backoffice/ui';
import { ACTIONS_OF, confirmationRequired, decide, isOpen, needsConfirmation, type CashierAction, type CashierQueue } from './decision';

type Row = CashierDeposit | CashierWithdrawal;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs);
`;

const Thumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs);
  img {
    inline-size: 40px;
    block-size: 40px;
    object-fit: cover;
    border-radius: var(--radius-sm);
    border: 1px solid var(--color-border);
  }
`;

const CONTRACTS = { deposits: backofficeDepositsCall, withdrawals: backofficeWithdrawalsCall, disputes: backofficeDisputesCall } as const;
const STATUSES: Record<CashierQueue, readonly string[]> = { deposits: DEPOSIT_STATUSES, withdrawals: WITHDRAWAL_STATUSES, disputes: [] };

interface Pending {
  row: Row;
  action: CashierAction;
  /** Kept while the outcome is uncertain (timeout, network), so pressing again cannot act twice. */
  key: string;
}

/** Cashier (issue 22 §3): pending deposits, withdrawals to pay and open disputes, with their images. */
export function CashierScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useBackofficeErrorText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { merchantCode, allows } = useWorkspace();
  const [queue, setQueue] = useState<CashierQueue>('deposits');
  const [account, setAccount] = useState('');
  const [status, setStatus] = useState('');
  const table = useTableState({ sort: 'createdAt', dir: 'asc' });
  const settings = useBackofficeQuery(backofficeCashierSettingsCall, merchantCode ? { merchantCode } : null);
  const filter = merchantCode
    ? { merchantCode, sort: table.sort as 'createdAt' | 'amount', dir: table.dir, ...(account.trim() ? { account: account.trim() } : {}), ...(status && queue !== 'disputes' ? { status } : {}) }
    : null;
  const currency = settings.data?.currency ?? '';

  const [pending, setPending] = useState<Pending | null>(null);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const lastKey = useRef<{ id: string; key: string } | null>(null);

  const run = async (next: Pending, confirm: boolean) => {
    if (!merchantCode) return;
    setBusy(true);
    setOutcome(null);
    try {
      await decide(client, { queue, action: next.action, id: next.row.id, merchantCode, idempotencyKey: next.key, confirm, ...(remark.trim() ? { remark: remark.trim() } : {}) });
      lastKey.current = null;
      setPending(null);
      setRemark('');
      setOutcome({ tone: 'success', text: t(`cashier.done.${next.action}`, { id: next.row.id }) });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    } catch (error) {
      if (confirmationRequired(error) && !confirm) {
        setPending(next);
      } else {
        if (!isUncertainFailure(error)) lastKey.current = null;
        setPending(null);
        setOutcome({ tone: 'error', text: errorText(error) ?? '' });
      }
    } finally {
      setBusy(false);
    }
  };

  const start = (row: Row, action: CashierAction) => {
    const id = `${queue}:${row.id}:${action}`;
    // A retry of the same action after an uncertain failure replays the same key.
    const key = lastKey.current?.id === id ? lastKey.current.key : crypto.randomUUID();
    lastKey.current = { id, key };
    const next = { row, action, key };
    if (needsConfirmation(action, row.amount, settings.data?.confirmAmount)) setPending(next);
    else void run(next, false);
  };

  const canDecide = allows('cashier.decide');
  const columns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    const images = (row: Row): string[] => ('receiptUploadId' in row ? (row.receiptUploadId ? [row.receiptUploadId] : []) : row.proofUploadIds);
    return [
      { id: 'id', header: t('cashier.id'), cell: ({ row }) => row.original.id, size: 70, enableSorting: false },
      { id: 'account', header: t('cashier.account'), cell: ({ row }) => row.original.account, enableSorting: false },
      { id: 'amount', accessorKey: 'amount', header: t('cashier.amount'), cell: ({ row }) => format.money(row.original.amount, currency) },
      {
        id: 'detail',
        header: queue === 'deposits' ? t('cashier.channel') : t('cashier.address'),
        cell: ({ row }) => ('channelCode' in row.original ? row.original.channelCode : row.original.receivingAddress),
        enableSorting: false,
      },
      { id: 'status', header: t('cashier.status'), cell: ({ row }) => t(`cashier.statuses.${row.original.status}`), enableSorting: false },
      { id: 'createdAt', accessorKey: 'createdAt', header: t('cashier.createdAt'), cell: ({ row }) => format.dateTime(row.original.createdAt), size: 170 },
      {
        id: 'images',
        header: queue === 'deposits' ? t('cashier.receipt') : t('cashier.proofs'),
        enableSorting: false,
        cell: ({ row }) =>
          merchantCode && images(row.original).length > 0 ? (
            <Thumbs>
              {images(row.original).map((upload, index) => (
                <a key={upload} href={cashierUploadUrl(upload, merchantCode)} target="_blank" rel="noopener noreferrer">
                  <img src={cashierUploadUrl(upload, merchantCode)} alt={t('cashier.imageAlt', { n: index + 1, id: row.original.id })} loading="lazy" />
                </a>
              ))}
            </Thumbs>
          ) : (
            '—'
          ),
      },
      {
        id: 'actions',
        header: t('cashier.actions'),
        enableSorting: false,
        size: 200,
        cell: ({ row }) =>
          canDecide && isOpen(queue, row.original.status) ? (
            <Actions>
              {ACTIONS_OF[queue].map((action) => (
                <Button
                  key={action}
                  variant={action === 'reject' || action === 'uphold' ? 'secondary' : 'primary'}
                  onClick={() => start(row.original, action)}
                  disabled={busy}
                  data-testid={`cashier-${action}-${row.original.id}`}
                >
                  {t(`cashier.action.${action}`)}
                </Button>
              ))}
            </Actions>
          ) : null,
      },
    ];
    // start closes over the latest state on each render; the columns are rebuilt with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, format, currency, queue, merchantCode, canDecide, busy, settings.data]);

  const list = usePagedList<typeof backofficeDepositsCall.request, typeof backofficeDepositsCall.response, Row>(CONTRACTS[queue] as typeof backofficeDepositsCall, filter as never, table, { filename: `${merchantCode}-${queue}.csv` });

  return (
    <Screen aria-labelledby="bo-cashier-title">
      <ScreenTitle id="bo-cashier-title">{t('cashier.title')}</ScreenTitle>
      <Tabs
        label={t('cashier.queues')}
        items={(['deposits', 'withdrawals', 'disputes'] as const).map((id) => ({ id, label: t(`cashier.queue.${id}`) }))}
        value={queue}
        onChange={(id) => {
          setQueue(id as CashierQueue);
          setStatus('');
          table.setPage(1);
        }}
      />
      <FilterBar
        search={false}
        onChange={() => table.setPage(1)}
        fields={[
          { name: 'account', kind: 'search', label: t('cashier.account'), value: account, onChange: setAccount, maxLength: 64 },
          queue !== 'disputes' && {
            name: 'status',
            kind: 'select',
            label: t('cashier.status'),
            value: status,
            onChange: setStatus,
            options: [{ value: '', label: t(`cashier.defaultStatus.${queue}`) }, ...STATUSES[queue].map((value) => ({ value, label: t(`cashier.statuses.${value}`) }))],
          },
        ]}
      >
        {settings.data ? <span>{t('cashier.threshold', { amount: format.money(settings.data.confirmAmount, currency) })}</span> : null}
      </FilterBar>
      {outcome ? (
        <Alert tone={outcome.tone} testId="cashier-outcome">
          {outcome.text}
        </Alert>
      ) : null}
      <PagedTable caption={t(`cashier.queue.${queue}`)} columns={columns} state={table} testId="cashier-table" {...list} />
      {pending ? (
        <ConfirmDialog
          name="cashierConfirm"
          title={t(`cashier.confirm.${pending.action}`)}
          confirmLabel={t(`cashier.action.${pending.action}`)}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void run(pending, true)}
        >
          <p>{t('cashier.confirmText', { id: pending.row.id, account: pending.row.account, amount: format.money(pending.row.amount, currency) })}</p>
          <FieldBox>
            {t('cashier.remark')}
            <TextArea value={remark} onChange={(event) => setRemark(event.target.value)} maxLength={140} style={{ minBlockSize: 60 }} />
          </FieldBox>
        </ConfirmDialog>
      ) : null}
    </Screen>
  );
}
