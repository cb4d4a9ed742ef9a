import { useTranslation } from 'react-i18next';

/** The translated texts every back-office table and its footer show. */
export function useTableLabels(total: number, page: number, pageSize: number) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return {
    table: {
      empty: t('table.empty'),
      loading: t('table.loading'),
      sortAscending: t('table.sortAscending'),
      sortDescending: t('table.sortDescending'),
      notSorted: t('table.notSorted'),
    },
    footer: {
      summary: t('table.summary', { from, to, total }),
      pageSize: t('table.pageSize'),
      pager: t('table.pager'),
      previous: t('table.previous'),
      next: t('table.next'),
      page: (n: number) => t('table.page', { n }),
      exportCsv: t('table.exportCsv'),
    },
  };
}
