import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { TextField } from '@platform/shared/ui-kit';
import { DATE_PRESETS, rangeOfPreset, type DatePreset, type DateRange } from '@platform/agent/data-access';

export interface ReportFilterValue extends DateRange {
  preset: DatePreset | 'custom';
  account?: string;
  scope?: 'direct' | 'team';
}

export const initialFilter = (withAccount = false): ReportFilterValue => ({
  preset: 'previous7',
  ...rangeOfPreset('previous7'),
  ...(withAccount ? { account: '', scope: 'team' as const } : {}),
});

/** A paged report's filter and page; a new filter starts again from page 1. */
export function useReportFilter(withAccount = false) {
  const [filter, setFilter] = useState<ReportFilterValue>(() => initialFilter(withAccount));
  const [pageNo, setPageNo] = useState(1);
  const changeFilter = (next: ReportFilterValue) => {
    setFilter(next);
    setPageNo(1);
  };
  return { filter, changeFilter, pageNo, setPageNo };
}

/**
 * The report filters: a date range with the spec §9 presets (next 7, next 30, previous 7, previous
 * 30 days) or custom days, and, for team reports, one downline's account and the scope.
 */
export function ReportFilters({ value, onChange }: { value: ReportFilterValue; onChange: (next: ReportFilterValue) => void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<ReportFilterValue>) => onChange({ ...value, ...patch });
  return (
    <Bar role="group" aria-label={t('agent.filters')}>
      <Label>
        {t('agent.preset_label')}
        <select
          value={value.preset}
          onChange={(e) => {
            const preset = e.target.value as ReportFilterValue['preset'];
            set(preset === 'custom' ? { preset } : { preset, ...rangeOfPreset(preset) });
          }}
          data-testid="report-preset"
        >
          {DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`agent.preset.${preset}`)}
            </option>
          ))}
          <option value="custom">{t('agent.preset.custom')}</option>
        </select>
      </Label>
      <TextField label={t('agent.from')} type="date" value={value.from} max={value.to} onChange={(from) => set({ preset: 'custom', from })} data-testid="report-from" />
      <TextField label={t('agent.to')} type="date" value={value.to} min={value.from} onChange={(to) => set({ preset: 'custom', to })} data-testid="report-to" />
      {value.account !== undefined ? (
        <TextField label={t('agent.account')} value={value.account} onChange={(account) => set({ account })} data-testid="report-account" />
      ) : null}
      {value.scope !== undefined ? (
        <Label>
          {t('agent.scope_label')}
          <select value={value.scope} onChange={(e) => set({ scope: e.target.value as 'direct' | 'team' })} data-testid="report-scope">
            <option value="team">{t('agent.scope.team')}</option>
            <option value="direct">{t('agent.scope.direct')}</option>
          </select>
        </Label>
      ) : null}
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: var(--space-sm);
  align-items: end;
`;

export const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  margin-bottom: var(--space-sm);
  font-size: 0.875rem;
  font-weight: 600;
  select {
    min-height: 44px;
    padding: var(--space-sm);
    font: inherit;
    color: var(--color-text);
    background: var(--color-surface);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-sm);
  }
  select:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
`;

/** The request fields of a filter: the account only when typed. */
export function requestOf(value: ReportFilterValue) {
  const account = value.account?.trim();
  return { from: value.from, to: value.to, ...(account ? { account } : {}), ...(value.scope ? { scope: value.scope } : {}) };
}
