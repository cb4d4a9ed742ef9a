import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@platform/shared/ui-kit';
import { DATE_PRESETS, rangeOfPreset, type DatePreset, type DateRange } from '@platform/agent/data-access';
import { PHONE_QUERY, usePhoneLayout } from '../centre/use-phone-layout';
import { Field, Input, Select } from './form-controls';

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
 * 30 days) or custom days, and, for team reports, one downline's account and the scope. Every
 * control is one height under a label of one line, in a grid, so they line up on a wide screen;
 * on a phone they stack in one column, folded under a summary of the period so the report's
 * figures come first (issue 21).
 */
export function ReportFilters({ value, onChange }: { value: ReportFilterValue; onChange: (next: ReportFilterValue) => void }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const id = useId();
  const set = (patch: Partial<ReportFilterValue>) => onChange({ ...value, ...patch });
  const fields = (
    <Bar role="group" aria-label={t('agent.filters')}>
      <Field>
        <FieldLabel htmlFor={`${id}-preset`}>{t('agent.preset_label')}</FieldLabel>
        <Select
          id={`${id}-preset`}
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
        </Select>
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-from`}>{t('agent.from')}</FieldLabel>
        <Input id={`${id}-from`} $invalid={false} type="date" value={value.from} max={value.to} onChange={(e) => set({ preset: 'custom', from: e.target.value })} data-testid="report-from" />
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-to`}>{t('agent.to')}</FieldLabel>
        <Input id={`${id}-to`} $invalid={false} type="date" value={value.to} min={value.from} onChange={(e) => set({ preset: 'custom', to: e.target.value })} data-testid="report-to" />
      </Field>
      {value.account !== undefined ? (
        <Field>
          <FieldLabel htmlFor={`${id}-account`}>{t('agent.account')}</FieldLabel>
          <Input id={`${id}-account`} $invalid={false} value={value.account} autoComplete="off" onChange={(e) => set({ account: e.target.value })} data-testid="report-account" />
        </Field>
      ) : null}
      {value.scope !== undefined ? (
        <Field>
          <FieldLabel htmlFor={`${id}-scope`}>{t('agent.scope_label')}</FieldLabel>
          <Select id={`${id}-scope`} value={value.scope} onChange={(e) => set({ scope: e.target.value as 'direct' | 'team' })} data-testid="report-scope">
            <option value="team">{t('agent.scope.team')}</option>
            <option value="direct">{t('agent.scope.direct')}</option>
          </Select>
        </Field>
      ) : null}
    </Bar>
  );
  if (!phone) return fields;
  const period = value.preset === 'custom' ? t('agent.period_days', { from: value.from, to: value.to }) : t(`agent.preset.${value.preset}`);
  return (
    <Fold data-testid="report-filters-fold">
      <summary>
        {t('agent.filters')}: {period}
      </summary>
      {fields}
    </Fold>
  );
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: var(--space-sm) var(--space-md);
  align-items: start;
  @media ${PHONE_QUERY} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fold = styled.details`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  summary {
    min-height: 44px;
    box-sizing: border-box;
    padding: var(--space-sm) var(--space-md);
    font-weight: 600;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  &[open] summary {
    border-block-end: 1px solid var(--color-border);
  }
  & > div {
    padding: var(--space-sm) var(--space-md);
  }
`;

/** The request fields of a filter: the account only when typed. */
export function requestOf(value: ReportFilterValue) {
  const account = value.account?.trim();
  return { from: value.from, to: value.to, ...(account ? { account } : {}), ...(value.scope ? { scope: value.scope } : {}) };
}
