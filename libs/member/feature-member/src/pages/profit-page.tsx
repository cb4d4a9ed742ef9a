import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PROFIT_PRESETS } from '@platform/shared/api-contract';
import { Alert, Button, EmptyState, LinkButton, Spinner, Tabs, TextField } from '@platform/shared/ui-kit';
import { useProfit, useProfitOverTime, type ProfitRange } from '@platform/member/data-access';
import { Form, Page, PageTitle, Row } from '../components/parts';
import { useMoney } from '../components/money';
import { Table } from '../components/records';
import { useErrorText } from '../components/use-error-text';

type RangeTab = (typeof PROFIT_PRESETS)[number] | 'custom';
const TABS: readonly RangeTab[] = [...PROFIT_PRESETS, 'custom'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The custom range's own check, so a wrong range never leaves the form: both days, in order. */
export function customRangeError(from: string, to: string): 'required' | 'order' | null {
  if (!DAY.test(from) || !DAY.test(to)) return 'required';
  return from > to ? 'order' : null;
}

/** personalProfit, the loss report (spec §2): profit and loss by game category over a range of days. */
export function ProfitPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RangeTab>('today');
  const [range, setRange] = useState<ProfitRange>({ preset: 'today' });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [rangeError, setRangeError] = useState<string | null>(null);

  function choose(id: string) {
    const next = id as RangeTab;
    setTab(next);
    if (next !== 'custom') setRange({ preset: next });
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const problem = customRangeError(from, to);
    setRangeError(problem === 'required' ? t('member.profit_range_required') : problem === 'order' ? t('member.profit_range_order') : null);
    if (!problem) setRange({ from, to });
  }

  return (
    <Page aria-labelledby="profit-title" data-testid="profit-page">
      <PageTitle id="profit-title">{t('member.profit_title')}</PageTitle>
      <Tabs label={t('member.profit_range')} items={TABS.map((id) => ({ id, label: t(`member.profit_preset.${id}`) }))} value={tab} onChange={choose} />
      {tab === 'custom' ? (
        <Form onSubmit={apply} noValidate aria-label={t('member.profit_custom')}>
          <Row>
            <TextField label={t('member.profit_from')} type="date" value={from} onChange={setFrom} data-testid="profit-from" />
            <TextField label={t('member.profit_to')} type="date" value={to} onChange={setTo} data-testid="profit-to" />
          </Row>
          {rangeError ? <Alert tone="error" testId="profit-range-error">{rangeError}</Alert> : null}
          <Button type="submit" data-testid="profit-apply">
            {t('member.profit_apply')}
          </Button>
        </Form>
      ) : null}
      <div role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <ProfitReport range={range} />
      </div>
    </Page>
  );
}

const ProfitChart = lazy(() => import('./profit-chart'));

/** Nothing was played, won or credited in the period: one empty state instead of a column of zeros. */
function isEmptyReport(report: { turnover: number; payout: number; bonus: number; pendingStake: number; profit: number; categories: readonly unknown[] }) {
  return report.categories.length === 0 && report.turnover === 0 && report.payout === 0 && report.bonus === 0 && report.pendingStake === 0 && report.profit === 0;
}

function ProfitReport({ range }: { range: ProfitRange }) {
  const formatMinor = useMoney();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const profit = useProfit(range);
  const report = profit.data;
  const overTime = useProfitOverTime(report?.from, report?.to);
  if (profit.isPending) return <Spinner label={t('app.loading')} />;
  if (profit.isError) return <Alert tone="error" testId="profit-error">{errorText(profit.error)}</Alert>;
  const data = profit.data;
  const period = <p data-testid="profit-period">{t('member.profit_period', { from: data.from, to: data.to })}</p>;
  if (isEmptyReport(data)) {
    return (
      <>
        {period}
        <EmptyState
          testId="profit-empty"
          title={t('member.profit_empty_title')}
          message={t('member.profit_empty_text')}
          action={<LinkButton as={Link} to="/">{t('member.profit_empty_action')}</LinkButton>}
        />
      </>
    );
  }
  return (
    <>
      {period}
      <Headline data-testid="profit-summary" aria-live="polite">
        <dt>{t('member.profit_total')}</dt>
        <Big data-testid="profit-total" data-tone={data.profit < 0 ? 'loss' : data.profit > 0 ? 'win' : 'even'}>
          {formatMinor(data.profit)}
        </Big>
        <Minor>
          <div>
            <dt>{t('member.profit_turnover')}</dt>
            <dd data-testid="profit-turnover">{formatMinor(data.turnover)}</dd>
          </div>
          <div>
            <dt>{t('member.profit_payout')}</dt>
            <dd>{formatMinor(data.payout)}</dd>
          </div>
          <div>
            <dt>{t('member.profit_bonus')}</dt>
            <dd>{formatMinor(data.bonus)}</dd>
          </div>
          {data.pendingStake > 0 ? (
            <div>
              <dt>{t('member.profit_pending')}</dt>
              <dd>{formatMinor(data.pendingStake)}</dd>
            </div>
          ) : null}
        </Minor>
      </Headline>
      {overTime.points.length > 1 ? (
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <ProfitChart points={overTime.points} label={t('member.profit_chart')} />
        </Suspense>
      ) : null}
      {data.categories.length > 0 ? (
        <Table data-testid="profit-table" data-cards>
          <caption>{t('member.profit_by_category')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('member.profit_category')}</th>
              <th scope="col" className="amount">{t('member.profit_bets')}</th>
              <th scope="col" className="amount">{t('member.profit_turnover')}</th>
              <th scope="col" className="amount">{t('member.profit_payout')}</th>
              <th scope="col" className="amount">{t('member.profit_result')}</th>
            </tr>
          </thead>
          <tbody>
            {data.categories.map((row) => (
              <tr key={row.category} data-testid="profit-row">
                <th scope="row" data-label={t('member.profit_category')}>{t(`member.category.${row.category}`, { defaultValue: row.category })}</th>
                <td className="amount" data-label={t('member.profit_bets')}>{row.bets}</td>
                <td className="amount" data-label={t('member.profit_turnover')}>{formatMinor(row.turnover)}</td>
                <td className="amount" data-label={t('member.profit_payout')}>{formatMinor(row.payout)}</td>
                <td className="amount" data-label={t('member.profit_result')}>{formatMinor(row.profit)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </>
  );
}

const Headline = styled.dl`
  display: grid;
  gap: var(--space-xs);
  margin: 0;
  padding: var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface-raised);
  dt {
    color: var(--color-text-muted);
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Big = styled.dd`
  font-size: 1.75rem;
  font-weight: 700;
  &[data-tone='win'] {
    color: var(--color-success);
  }
  &[data-tone='loss'] {
    color: var(--color-danger);
  }
`;

const Minor = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: var(--space-sm);
  margin-block-start: var(--space-xs);
`;
