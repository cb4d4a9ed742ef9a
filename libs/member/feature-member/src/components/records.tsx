import { useTranslation } from 'react-i18next';
import { Pager } from '@platform/shared/ui-kit';

// The table itself is the ui-kit's, shared with the agent centre.
export { RecordTable as Table, TableScroll as Scroll } from '@platform/shared/ui-kit';

/** The pager under a record list; nothing when everything fits on one page. */
export function Paging({ current, total, onChange }: { current: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Pager
      current={current}
      total={total}
      onChange={onChange}
      label={t('pager.label')}
      previousLabel={t('pager.previous')}
      nextLabel={t('pager.next')}
      pageLabel={(page) => t('pager.page', { page })}
    />
  );
}
