import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import styled from 'styled-components';
import {
  LOTTERY_GAMES,
  STORED_DRAW_STATUSES,
  backofficeLotteryDrawsCall,
  type BackofficeDraw,
  type DrawOutcome,
} from '@platform/shared/api-contract';
import { usePagedList, useWorkspace } from '@platform/backoffice/data-access';
import { useFormat } from '@platform/backoffice/i18n';
import { FilterBar, PagedTable, Screen, ScreenTitle, useTableState } from '@platform/backoffice/ui';

const Code = styled.code`
  font-size: 0.75rem;
  overflow-wrap: anywhere;
`;

/** The drawn numbers as one line: main balls, the special ball after '+', the sum after '='. */
export function outcomeText(outcome: DrawOutcome | null): string {
  if (!outcome) return '—';
  if (outcome.tiers?.length) return outcome.tiers.map((tier) => `${tier.tier}: ${tier.numbers.join(' ')}`).join(' · ');
  let text = outcome.numbers.join(' ');
  if (outcome.special !== undefined) text += ` + ${outcome.special}`;
  if (outcome.sum !== undefined) text += ` = ${outcome.sum}`;
  return text;
}

/** Where settlement stands for this merchant's bets: nothing to settle, settled, or bets still open. */
export function settlementKey(draw: BackofficeDraw): 'none' | 'waiting' | 'settled' | 'behind' | 'cancelled' {
  if (draw.status === 'cancelled') return 'cancelled';
  if (draw.bets === 0) return 'none';
  if (draw.status === 'open') return 'waiting';
  return draw.openBets === 0 ? 'settled' : 'behind';
}

/**
 * Lottery (issue 22 §3): the draws with their commitment, result, settlement and (once drawn) the
 * revealed seed. Read-only: the gateway draws and settles on its own schedule.
 */
export function LotteryScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const { merchantCode } = useWorkspace();
  const [gameCode, setGameCode] = useState('');
  const [status, setStatus] = useState('');
  const [periodId, setPeriodId] = useState('');
  const table = useTableState({ sort: 'drawAt', dir: 'desc' });
  const filter = merchantCode
    ? {
        merchantCode,
        sort: table.sort as 'drawAt' | 'id',
        dir: table.dir,
        ...(gameCode ? { gameCode: gameCode as (typeof LOTTERY_GAMES)[number] } : {}),
        ...(status ? { status: status as (typeof STORED_DRAW_STATUSES)[number] } : {}),
        ...(periodId.trim() ? { periodId: periodId.trim() } : {}),
      }
    : null;
  const amount = (minor: number) => format.money(minor, '').trim();

  const columns = useMemo<ColumnDef<BackofficeDraw, unknown>[]>(
    () => [
      { id: 'id', accessorKey: 'id', header: t('lottery.id'), cell: ({ row }) => row.original.id, size: 70 },
      { id: 'game', header: t('lottery.game'), cell: ({ row }) => row.original.gameCode, size: 125, enableSorting: false },
      { id: 'period', header: t('lottery.period'), cell: ({ row }) => row.original.periodId, size: 180, enableSorting: false },
      { id: 'drawAt', accessorKey: 'drawAt', header: t('lottery.drawAt'), cell: ({ row }) => format.dateTime(row.original.drawAt), size: 160 },
      { id: 'status', header: t('lottery.status'), cell: ({ row }) => t(`lottery.statuses.${row.original.status}`), size: 90, enableSorting: false },
      { id: 'result', header: t('lottery.result'), cell: ({ row }) => outcomeText(row.original.outcome), size: 170, enableSorting: false },
      {
        id: 'settlement',
        header: t('lottery.settlement'),
        cell: ({ row }) => t(`lottery.settlements.${settlementKey(row.original)}`, { open: row.original.openBets, bets: row.original.bets }),
        size: 150,
        enableSorting: false,
      },
      { id: 'stake', header: t('lottery.stake'), cell: ({ row }) => amount(row.original.stake), size: 100, enableSorting: false },
      { id: 'payout', header: t('lottery.payout'), cell: ({ row }) => amount(row.original.payout), size: 100, enableSorting: false },
      { id: 'commitment', header: t('lottery.commitment'), cell: ({ row }) => <Code title={row.original.commitment}>{row.original.commitment.slice(0, 16)}…</Code>, size: 150, enableSorting: false },
      {
        id: 'seed',
        header: t('lottery.seed'),
        cell: ({ row }) => (row.original.seed ? <Code title={row.original.seed}>{row.original.seed.slice(0, 16)}…</Code> : t('lottery.seedHidden')),
        size: 150,
        enableSorting: false,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- amount is format.money, already a dependency
    [t, format],
  );
  const list = usePagedList(backofficeLotteryDrawsCall, filter, table, { filename: `${merchantCode}-lottery-draws.csv` });

  return (
    <Screen aria-labelledby="bo-lottery-title">
      <ScreenTitle id="bo-lottery-title">{t('lottery.title')}</ScreenTitle>
      <p>{t('lottery.hint')}</p>
      <FilterBar
        onChange={() => table.setPage(1)}
        fields={[
          {
            name: 'game',
            kind: 'select',
            label: t('lottery.game'),
            value: gameCode,
            onChange: setGameCode,
            testId: 'lottery-game',
            options: [{ value: '', label: t('lottery.all') }, ...LOTTERY_GAMES.map((game) => ({ value: game, label: game }))],
          },
          {
            name: 'status',
            kind: 'select',
            label: t('lottery.status'),
            value: status,
            onChange: setStatus,
            testId: 'lottery-status',
            options: [{ value: '', label: t('lottery.all') }, ...STORED_DRAW_STATUSES.map((value) => ({ value, label: t(`lottery.statuses.${value}`) }))],
          },
          { name: 'period', kind: 'text', label: t('lottery.period'), value: periodId, onChange: setPeriodId, maxLength: 40, testId: 'lottery-period' },
        ]}
      />
      <PagedTable caption={t('lottery.title')} columns={columns} state={table} testId="lottery-table" {...list} />
    </Screen>
  );
}
