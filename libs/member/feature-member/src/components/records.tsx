import { usePagerLabels } from '@platform/shared/i18n';
import { Pager } from '@platform/shared/ui-kit';

// The table itself is the ui-kit's, shared with the agent centre.
export { RecordTable as Table, TableScroll as Scroll } from '@platform/shared/ui-kit';

/** The pager under a record list; nothing when everything fits on one page. */
export function Paging({ current, total, onChange }: { current: number; total: number; onChange: (page: number) => void }) {
  const pagerLabels = usePagerLabels();
  if (total <= 1) return null;
  return (
    <Pager
      current={current}
      total={total}
      onChange={onChange}
      {...pagerLabels}
    />
  );
}
