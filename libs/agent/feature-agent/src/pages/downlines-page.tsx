import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, usePagerLabels } from '@platform/shared/i18n';
import { Alert, EmptyState, Pager, Spinner, TextField } from '@platform/shared/ui-kit';
import { useDownlines } from '@platform/agent/data-access';
import { Page, Scroll, Table, formatMinor, useErrorText } from './parts';

/** Downline management (spec §2): the agent's direct downlines, searchable and paged. */
export function DownlinesPage() {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const [search, setSearch] = useState('');
  const downlines = useDownlines(pageNo, search.trim());
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
        <EmptyState message={t('common.no_data')} />
      ) : (
        <>
          <Scroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('agent.account')}</th>
                  <th scope="col">{t('agent.nickname')}</th>
                  <th scope="col">{t('agent.registered')}</th>
                  <th scope="col">{t('agent.last_login')}</th>
                  <th scope="col" className="amount">{t('agent.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {downlines.data.rows.map((row) => (
                  <tr key={row.id} data-testid="downline-row">
                    <td>
                      {row.account}
                      {row.isAgent ? ` (${t('agent.sub_agent')})` : ''}
                    </td>
                    <td>{row.nickname}</td>
                    <td>{formatDateTime(row.registeredAt)}</td>
                    <td>{row.lastLoginAt ? formatDateTime(row.lastLoginAt) : '—'}</td>
                    <td className="amount">{formatMinor(row.balance)}</td>
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
