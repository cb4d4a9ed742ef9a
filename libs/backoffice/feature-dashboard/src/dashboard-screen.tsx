import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { backofficeDashboardCall, type DashboardDay } from '@platform/shared/api-contract';
import { Alert } from '@platform/shared/ui-kit';
import { useBackofficeQuery, useWorkspace } from '@platform/backoffice/data-access';
import { useBackofficeErrorText, useFormat, useTableLabels } from '@platform/backoffice/i18n';
import { Card, CardGrid, DataTable, FieldBox, Input, Screen, ScreenTitle, StatLabel, StatValue, Toolbar } from '@platform/backoffice/ui';
import { lastDays, rangeProblem } from './dashboard-range';

const MONEY_KEYS = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr'] as const;

// Chart strokes read the theme's custom properties, like every other colour in the app.
const SERIES_COLOURS = ['var(--color-primary)', 'var(--color-danger)', 'var(--color-success)', 'var(--color-secondary)', 'var(--color-text-muted)'];

/** Dashboard (issue 22 §3): per merchant per day deposits, withdrawals, bets, wins, GGR, new and active players. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useBackofficeErrorText();
  const { merchantCode } = useWorkspace();
  const [range, setRange] = useState(() => lastDays(30));
  const problem = rangeProblem(range.from, range.to);
  const query = useBackofficeQuery(backofficeDashboardCall, merchantCode && !problem ? { merchantCode, ...range } : null, { keepPrevious: true });
  const days = useMemo(() => query.data?.days ?? [], [query.data]);
  const currency = query.data?.currency ?? '';
  const totals = useMemo(() => {
    const sum = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, ggr: 0, newPlayers: 0 };
    for (const day of days) for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += day[key];
    return sum;
  }, [days]);
  const chartDays = useMemo(() => days.map((day) => ({ ...day, ...Object.fromEntries(MONEY_KEYS.map((key) => [key, day[key] / 100])) })), [days]);
  const labels = useTableLabels(days.length, 1, days.length || 1);
  const columns = useMemo<ColumnDef<DashboardDay, unknown>[]>(
    () => [
      { id: 'day', header: t('dashboard.day'), accessorKey: 'day', size: 120 },
      ...MONEY_KEYS.map((key) => ({ id: key, header: t(`dashboard.${key}`), cell: ({ row }: { row: { original: DashboardDay } }) => format.money(row.original[key], currency) })),
      { id: 'newPlayers', header: t('dashboard.newPlayers'), cell: ({ row }) => format.count(row.original.newPlayers), size: 110 },
      { id: 'activePlayers', header: t('dashboard.activePlayers'), cell: ({ row }) => format.count(row.original.activePlayers), size: 110 },
    ],
    [t, format, currency],
  );

  return (
    <Screen aria-labelledby="bo-dashboard-title">
      <ScreenTitle id="bo-dashboard-title">{t('dashboard.title')}</ScreenTitle>
      <Toolbar>
        <FieldBox>
          {t('dashboard.from')}
          <Input type="date" value={range.from} max={range.to} onChange={(event) => setRange((old) => ({ ...old, from: event.target.value }))} />
        </FieldBox>
        <FieldBox>
          {t('dashboard.to')}
          <Input type="date" value={range.to} min={range.from} onChange={(event) => setRange((old) => ({ ...old, to: event.target.value }))} />
        </FieldBox>
      </Toolbar>
      {problem ? <Alert tone="error">{t(`dashboard.range.${problem}`)}</Alert> : null}
      {query.error ? <Alert tone="error">{errorText(query.error)}</Alert> : null}
      <CardGrid data-testid="dashboard-totals">
        {(['deposits', 'withdrawals', 'bets', 'wins', 'ggr'] as const).map((key) => (
          <Card key={key}>
            <StatLabel>{t(`dashboard.${key}`)}</StatLabel>
            <StatValue>{format.money(totals[key], currency)}</StatValue>
          </Card>
        ))}
        <Card>
          <StatLabel>{t('dashboard.newPlayers')}</StatLabel>
          <StatValue>{format.count(totals.newPlayers)}</StatValue>
        </Card>
      </CardGrid>
      <CardGrid>
        <Card>
          <h2>{t('dashboard.moneyChart')}</h2>
          <div style={{ inlineSize: '100%', blockSize: 280 }} role="img" aria-label={t('dashboard.moneyChart')}>
            <ResponsiveContainer>
              <LineChart data={chartDays}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="day" />
                <YAxis />
                <Tooltip />
                <Legend />
                {MONEY_KEYS.map((key, index) => (
                  <Line key={key} type="monotone" dataKey={key} name={t(`dashboard.${key}`)} stroke={SERIES_COLOURS[index]} dot={false} isAnimationActive={false} />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
        </Card>
        <Card>
          <h2>{t('dashboard.playersChart')}</h2>
          <div style={{ inlineSize: '100%', blockSize: 280 }} role="img" aria-label={t('dashboard.playersChart')}>
            <ResponsiveContainer>
              <BarChart data={days}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="day" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                <Bar dataKey="newPlayers" name={t('dashboard.newPlayers')} fill="var(--color-primary)" isAnimationActive={false} />
                <Bar dataKey="activePlayers" name={t('dashboard.activePlayers')} fill="var(--color-secondary)" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Card>
      </CardGrid>
      <DataTable
        caption={t('dashboard.tableCaption')}
        columns={columns}
        rows={days}
        total={days.length}
        rowKey={(row) => row.day}
        loading={query.isPending && !problem}
        labels={labels.table}
        testId="dashboard-table"
      />
    </Screen>
  );
}
