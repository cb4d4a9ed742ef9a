import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BONUS_TYPES, type BonusType } from '@platform/shared/api-contract';
import { formatDateTime } from '@platform/shared/i18n';
import { Alert, EmptyState, LinkButton, Spinner, Tabs } from '@platform/shared/ui-kit';
import { useBonusDetails } from '@platform/member/data-access';
import { Page, PageTitle } from '../components/parts';
import { useMoney } from '../components/money';
import { Paging, Scroll, Table } from '../components/records';
import { useErrorText } from '../components/use-error-text';

type BonusFilter = BonusType | 'all';
const FILTERS: readonly BonusFilter[] = ['all', ...BONUS_TYPES];

/** bonusDetails (spec §2): the rebates and promotion rewards paid into the main wallet, paged. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BonusFilter>('all');
  return (
    <Page aria-labelledby="bonus-title" data-testid="bonus-details-page">
      <PageTitle id="bonus-title">{t('member.bonus_title')}</PageTitle>
      <Tabs
        label={t('member.bonus_filter')}
        items={FILTERS.map((id) => ({ id, label: t(`member.bonus_type.${id}`) }))}
        value={filter}
        onChange={(id) => setFilter(id as BonusFilter)}
      />
      <div role="tabpanel" aria-labelledby={`tab-${filter}`}>
        {/* Keyed by the filter, so a new filter starts again at page 1. */}
        <BonusList key={filter} filter={filter} />
      </div>
    </Page>
  );
}

function BonusList({ filter }: { filter: BonusFilter }) {
  const formatMinor = useMoney();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const details = useBonusDetails(filter, pageNo);
  if (details.isPending) return <Spinner label={t('app.loading')} />;
  if (details.isError) return <Alert tone="error" testId="bonus-error">{errorText(details.error)}</Alert>;
  if (details.data.rows.length === 0)
    return (
      <EmptyState
        testId="bonus-empty"
        title={t('member.bonus_empty_title')}
        message={t('member.bonus_empty_text')}
        action={<LinkButton as={Link} to="/promotions">{t('member.see_promotions')}</LinkButton>}
      />
    );
  return (
    <>
      <p data-testid="bonus-total">{t('member.bonus_total', { amount: formatMinor(details.data.totalAmount) })}</p>
      <Scroll>
        <Table data-testid="bonus-table" data-cards>
          <thead>
            <tr>
              <th scope="col">{t('member.bets_time')}</th>
              <th scope="col">{t('member.bonus_kind')}</th>
              <th scope="col">{t('member.bonus_detail')}</th>
              <th scope="col" className="amount">{t('member.bonus_amount')}</th>
              <th scope="col" className="amount">{t('member.bonus_balance')}</th>
            </tr>
          </thead>
          <tbody>
            {details.data.rows.map((row) => (
              <tr key={row.id} data-testid="bonus-row">
                <td data-label={t('member.bets_time')}>{formatDateTime(row.createdAt)}</td>
                <td data-label={t('member.bonus_kind')}>{t(`member.bonus_type.${row.type}`)}</td>
                <td data-label={t('member.bonus_detail')}>{row.detail}</td>
                <td className="amount" data-label={t('member.bonus_amount')}>{formatMinor(row.amount)}</td>
                <td className="amount" data-label={t('member.bonus_balance')}>{formatMinor(row.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <Paging current={pageNo} total={details.data.totalPages} onChange={setPageNo} />
    </>
  );
}
