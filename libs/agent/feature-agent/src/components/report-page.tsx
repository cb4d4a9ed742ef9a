import type { ReactNode } from 'react';
import { Page } from '../pages/parts';
import { ReportFilters, type ReportFilterValue } from './report-filters';

export interface ReportPageProps {
  /** The report's name: the page's test id and its heading's id (`<name>-title`). */
  name: string;
  title: string;
  filter: ReportFilterValue;
  onFilterChange: (filter: ReportFilterValue) => void;
  testId?: string;
  /** Between the heading and the date filters, e.g. the received/paid tabs. */
  beforeFilters?: ReactNode;
  /** The report's table. */
  children: ReactNode;
}

/** Every agent report's frame: the titled section, its period filters, then its table. */
export function ReportPage({ name, title, filter, onFilterChange, testId = name, beforeFilters, children }: ReportPageProps) {
  const titleId = `${name}-title`;
  return (
    <Page aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId}>{title}</h2>
      {beforeFilters}
      <ReportFilters value={filter} onChange={onFilterChange} />
      {children}
    </Page>
  );
}
