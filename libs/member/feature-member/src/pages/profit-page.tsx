import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFIT_PRESETS } from '@platform/shared/api-contract';
import { Alert, Button, EmptyState, Spinner, Tabs, TextField } from '@platform/shared/ui-kit';
import { useProfit, type ProfitRange } from '@platform/member/data-access';
import { Form, Page, PageTitle, Row } from '../components/parts';
import { formatMinor } from '../components/money';
import { Scroll, Table } from '../components/records';
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

function ProfitReport({ range }: { range: ProfitRange }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const profit = useProfit(range);
  if (profit.isPending) return <Spinner label={t('app.loading')} />;
  if (profit.isError) return <Alert tone="error" testId="profit-error">{errorText(profit.error)}</Alert>;
  const report = profit.data;
  return (
    <>
      <p data-testid="profit-period">{t('member.profit_period', { from: report.from, to: report.to })}</p>
      <dl data-testid="profit-summary" aria-live="polite">
        <dt>{t('member.profit_turnover')}</dt>
        <dd data-testid="profit-turnover">{formatMinor(report.turnover)}</dd>
        <dt>{t('member.profit_payout')}</dt>
        <dd>{formatMinor(report.payout)}</dd>
        <dt>{t('member.profit_bonus')}</dt>
        <dd>{formatMinor(report.bonus)}</dd>
        {report.pendingStake > 0 ? (
          <>
            <dt>{t('member.profit_pending')}</dt>
            <dd>{formatMinor(report.pendingStake)}</dd>
          </>
        ) : null}
        <dt>{t('member.profit_total')}</dt>
        <dd data-testid="profit-total">{formatMinor(report.profit)}</dd>
      </dl>
      {report.categories.length === 0 ? (
        <EmptyState message={t('common.no_data')} />
      ) : (
        <Scroll>
          <Table data-testid="profit-table">
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
              {report.categories.map((row) => (
                <tr key={row.category} data-testid="profit-row">
                  <th scope="row">{t(`member.category.${row.category}`, { defaultValue: row.category })}</th>
                  <td className="amount">{row.bets}</td>
                  <td className="amount">{formatMinor(row.turnover)}</td>
                  <td className="amount">{formatMinor(row.payout)}</td>
                  <td className="amount">{formatMinor(row.profit)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </>
  );
}
