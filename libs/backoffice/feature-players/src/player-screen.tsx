import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import styled from 'styled-components';
import {
  BACKOFFICE_PAGE_SIZES,
  backofficePlayerCall,
  backofficePlayerLedgerCall,
  backofficePlayerLockCall,
  type LedgerEntry,
} from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';
import { Alert, Button, Spinner } from '@platform/shared/ui-kit';
import { useBackofficeQuery, useWorkspace } from '@platform/backoffice/data-access';
import { useBackofficeErrorText, useFormat, useTableLabels } from '@platform/backoffice/i18n';
import { Card, CardGrid, ConfirmDialog, DataTable, FieldBox, Screen, ScreenTitle, Select, StatLabel, StatValue, TableFooter, TextArea, Toolbar, useTableState } from '@platform/backoffice/ui';
import { PlayerNotes } from './player-notes';

/** Ledger kinds the filter offers; BET is the player's bets. */
const LEDGER_KINDS = ['BET', 'WIN', 'DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_REFUND', 'BONUS', 'REBATE', 'CREDIT', 'TRANSFER'] as const;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--space-xs) var(--space-md);
  margin: 0;
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.0625rem;
`;

/**
 * A player's page: profile, balances, ledger, and the player's own limits, cool-off and
 * self-exclusion, read-only (staff cannot lift them early). Lock ends every session at once.
 */
export function PlayerScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useBackofficeErrorText();
  const queryClient = useQueryClient();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { merchantCode, allows } = useWorkspace();
  const valid = Number.isInteger(id) && id > 0;
  const detail = useBackofficeQuery(backofficePlayerCall, merchantCode && valid ? { merchantCode, id } : null);
  const table = useTableState({ sort: 'createdAt', dir: 'desc' });
  const [kind, setKind] = useState('');
  const ledger = useBackofficeQuery(
    backofficePlayerLedgerCall,
    merchantCode && valid ? { merchantCode, id, page: table.page, pageSize: table.pageSize, ...(kind ? { kind } : {}) } : null,
    { keepPrevious: true },
  );
  const lock = useContractMutation(backofficePlayerLockCall);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const total = ledger.data?.total ?? 0;
  const labels = useTableLabels(total, table.page, table.pageSize);
  const currency = detail.data?.currency ?? '';
  const columns = useMemo<ColumnDef<LedgerEntry, unknown>[]>(
    () => [
      { id: 'transferId', header: t('player.transfer'), cell: ({ row }) => row.original.transferId, size: 90 },
      { id: 'kind', header: t('player.kind'), cell: ({ row }) => row.original.kind },
      { id: 'wallet', header: t('player.wallet'), cell: ({ row }) => row.original.wallet },
      { id: 'amount', header: t('player.amount'), cell: ({ row }) => format.money(row.original.amount, currency) },
      { id: 'balanceAfter', header: t('player.balanceAfter'), cell: ({ row }) => (row.original.balanceAfter === null ? '—' : format.money(row.original.balanceAfter, currency)) },
      { id: 'createdAt', header: t('player.at'), cell: ({ row }) => format.dateTime(row.original.createdAt), size: 170 },
    ],
    [t, format, currency],
  );

  if (!valid) return <Screen><Alert tone="error">{t('player.notFound')}</Alert></Screen>;
  if (detail.isPending) return <Screen><Spinner label={t('table.loading')} /></Screen>;
  if (detail.error) {
    return (
      <Screen>
        <Alert tone="error">{errorText(detail.error)}</Alert>
        <Link to="/players">{t('player.back')}</Link>
      </Screen>
    );
  }
  const { player, profile, balances, limits, exclusions } = detail.data;
  const locked = player.status === 'disabled';
  const submitLock = () => {
    if (!merchantCode) return;
    lock.mutate(
      { merchantCode, id: player.id, locked: !locked, reason: reason.trim() },
      {
        onSuccess: () => {
          setAsking(false);
          setReason('');
          void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
        },
      },
    );
  };

  return (
    <Screen aria-labelledby="bo-player-title">
      <Link to="/players">{t('player.back')}</Link>
      <ScreenTitle id="bo-player-title">
        {t('player.title', { account: player.account, id: player.id })}
      </ScreenTitle>
      <p data-testid="player-status">{t(`players.statuses.${player.status}`)}</p>
      {allows('players.lock') ? (
        <div>
          <Button variant={locked ? 'primary' : 'secondary'} onClick={() => setAsking(true)} data-testid="player-lock-toggle">
            {locked ? t('player.unlock') : t('player.lock')}
          </Button>
        </div>
      ) : null}
      {lock.isSuccess ? <Alert tone="success" testId="player-lock-outcome">{t(locked ? 'player.lockedDone' : 'player.unlockedDone')}</Alert> : null}
      <CardGrid>
        <Card>
          <Heading>{t('player.profile')}</Heading>
          <Facts>
            <dt>{t('players.nickname')}</dt>
            <dd>{player.nickname || '—'}</dd>
            <dt>{t('players.mobile')}</dt>
            <dd>{player.mobile ?? '—'}</dd>
            <dt>{t('players.email')}</dt>
            <dd>{player.email ?? '—'}</dd>
            <dt>{t('players.createdAt')}</dt>
            <dd>{format.dateTime(player.createdAt)}</dd>
            <dt>{t('players.lastLoginAt')}</dt>
            <dd>{format.dateTime(player.lastLoginAt)}</dd>
            {Object.entries(profile).map(([key, value]) => (
              <FactRow key={key} name={key} value={value} />
            ))}
          </Facts>
        </Card>
        <Card data-testid="player-balances">
          <Heading>{t('player.balances')}</Heading>
          {balances.length === 0 ? <p>{t('table.empty')}</p> : null}
          {balances.map((balance) => (
            <div key={balance.wallet}>
              <StatLabel>{balance.wallet}</StatLabel>
              <br />
              <StatValue data-testid={`player-balance-${balance.wallet}`}>{format.money(balance.balance, currency)}</StatValue>
            </div>
          ))}
        </Card>
        <Card data-testid="player-limits">
          <Heading>{t('player.limits')}</Heading>
          <p>{t('player.limitsReadOnly')}</p>
          {limits.length === 0 && exclusions.length === 0 ? <p>{t('player.noLimits')}</p> : null}
          <Facts>
            {limits.map((limit) => (
              <FactRow
                key={`${limit.kind}-${limit.period}`}
                name={`${limit.kind} (${limit.period})`}
                value={`${limit.value === null ? '—' : format.money(limit.value, currency)}${limit.pendingValue !== null ? ` → ${format.money(limit.pendingValue, currency)} ${t('player.from', { at: format.dateTime(limit.pendingFrom) })}` : ''}`}
              />
            ))}
            {exclusions.map((exclusion) => (
              <FactRow
                key={`${exclusion.kind}-${exclusion.startsAt}`}
                name={exclusion.kind}
                value={`${format.dateTime(exclusion.startsAt)} – ${exclusion.endsAt ? format.dateTime(exclusion.endsAt) : t('player.indefinite')}`}
              />
            ))}
          </Facts>
        </Card>
      </CardGrid>
      <PlayerNotes playerId={player.id} />
      <Heading>{t('player.ledger')}</Heading>
      <Toolbar>
        <FieldBox>
          {t('player.kind')}
          <Select
            value={kind}
            data-testid="player-ledger-kind"
            onChange={(event) => {
              setKind(event.target.value);
              table.setPage(1);
            }}
          >
            <option value="">{t('player.allKinds')}</option>
            {LEDGER_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`player.kinds.${value}`)}
              </option>
            ))}
          </Select>
        </FieldBox>
      </Toolbar>
      <DataTable
        caption={t('player.ledger')}
        columns={columns}
        rows={ledger.data?.rows ?? []}
        total={total}
        rowKey={(row) => `${row.transferId}-${row.wallet}-${row.kind}`}
        loading={ledger.isPending}
        error={ledger.error ? errorText(ledger.error) : null}
        labels={labels.table}
        maxHeight={420}
        testId="player-ledger"
        footer={
          <TableFooter page={table.page} pageSize={table.pageSize} pageSizes={BACKOFFICE_PAGE_SIZES} total={total} onPage={table.setPage} onPageSize={table.setPageSize} labels={labels.footer} />
        }
      />
      {asking ? (
        <ConfirmDialog
          name="playerLock"
          title={locked ? t('player.unlock') : t('player.lock')}
          confirmLabel={locked ? t('player.unlock') : t('player.lock')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          busy={lock.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => (reason.trim() ? submitLock() : undefined)}
        >
          <p>{locked ? t('player.unlockText') : t('player.lockText')}</p>
          <FieldBox>
            {t('player.reason')}
            <TextArea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={140} required style={{ minBlockSize: 60 }} data-testid="player-lock-reason" />
          </FieldBox>
          {lock.error ? <Alert tone="error">{errorText(lock.error)}</Alert> : null}
          {!reason.trim() ? <small>{t('player.reasonRequired')}</small> : null}
        </ConfirmDialog>
      ) : null}
    </Screen>
  );
}

function FactRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
