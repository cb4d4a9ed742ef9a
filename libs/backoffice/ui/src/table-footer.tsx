import styled from 'styled-components';
import { Button, Pager } from '@platform/shared/ui-kit';
import { Select } from './layout';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  align-items: center;
  justify-content: space-between;
  padding-block: var(--space-sm);
`;

export interface TableFooterLabels {
  summary: string;
  pageSize: string;
  pager: string;
  previous: string;
  next: string;
  page: (n: number) => string;
  exportCsv: string;
}

export interface TableFooterProps {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onExport?: () => void;
  exporting?: boolean;
  labels: TableFooterLabels;
}

/** Paging and the CSV export under a server-side table. */
export function TableFooter({ page, pageSize, pageSizes, total, onPage, onPageSize, onExport, exporting, labels }: TableFooterProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Row>
      <span aria-live="polite">{labels.summary}</span>
      <Pager current={page} total={pages} onChange={onPage} label={labels.pager} previousLabel={labels.previous} nextLabel={labels.next} pageLabel={labels.page} />
      <Select aria-label={labels.pageSize} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
      {onExport ? (
        <Button variant="secondary" onClick={onExport} loading={exporting} disabled={total === 0} data-testid="export-csv">
          {labels.exportCsv}
        </Button>
      ) : null}
    </Row>
  );
}
