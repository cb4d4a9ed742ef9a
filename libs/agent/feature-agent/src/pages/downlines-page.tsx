import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, usePagerLabels } from '@platform/shared/i18n';
import { Alert, Pager, Spinner, TextField } from '@platform/shared/ui-kit';
import { useDownlines } from '@platform/agent/data-access';
import { PageEmpty } from '../components/page-empty';
import { useMoney } from '../components/money';
import { Page, Scroll, Table, useErrorText } from './parts';

/** Downline management (spec §2): the agent's direct downlines, searchable and paged. */
export function DownlinesPage() {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const [search, setSearch] = useState('');
  const money = useMoney();
  const downlines = useDownlines(pageNo, search.trim());
  const searching = search.trim() !== '';
  const col = {
    account: t('agent.account'),
    nickname: t('agent.nickname'),
    registered: t('agent.registered'),
    lastLogin: t('agent.last_login'),
    balance: t('agent.balance'),
  };
  return (
    <Page aria-labelledby="downlines-title" data-testid="downlines">
      <h2 id="downlines-title">{t('agent.downlines_title')}</h2>
      <TextField
        label={t('agent.search')}
        type="search"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPageNo(1);
        }}
        data-testid="downline-search"
      />
      {downlines.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : downlines.isError ? (
        <Alert tone="error">{errorText(downlines.error)}</Alert>
      ) : downlines.data.rows.length === 0 ? (
        searching ? (
          <PageEmpty testId="downlines-empty" title={t('agent.empty.search.title')} message={t('agent.empty.search.message', { search: search.trim() })} />
        ) : (
          <PageEmpty testId="downlines-empty" title={t('agent.empty.downlines.title')} message={t('agent.empty.downlines.message')} actions={['register', 'invite']} />
        )
      ) : (
        <>
          <Scroll>
            <Table data-cards="" data-testid="downlines-table">
              <thead>
                <tr>
                  <th scope="col">{col.account}</th>
                  <th scope="col">{col.nickname}</th>
                  <th scope="col">{col.registered}</th>
                  <th scope="col">{col.lastLogin}</th>
                  <th scope="col" className="amount">{col.balance}</th>
                </tr>
              </thead>
              <tbody>
                {downlines.data.rows.map((row) => (
                  <tr key={row.id} data-testid="downline-row">
                    <th scope="row" data-label={col.account}>
                      {row.account}
                      {row.isAgent ? ` (${t('agent.sub_agent')})` : ''}
                    </th>
                    <td data-label={col.nickname}>{row.nickname}</td>
                    <td data-label={col.registered}>{formatDateTime(row.registeredAt)}</td>
                    <td data-label={col.lastLogin}>{row.lastLoginAt ? formatDateTime(row.lastLoginAt) : '—'}</td>
                    <td data-label={col.balance} className="amount">{money(row.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          {downlines.data.totalPages > 1 ? (
            <Pager
              current={pageNo}
              total={downlines.data.totalPages}
              onChange={setPageNo}
              {...pagerLabels}
            />
          ) : null}
        </>
      )}
    </Page>
  );
}
