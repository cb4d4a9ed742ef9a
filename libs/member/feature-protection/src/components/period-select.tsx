import { useTranslation } from 'react-i18next';
import { MONEY_LIMIT_PERIODS, type LimitPeriod } from '@platform/shared/api-contract';
import { FieldLabel, SelectField } from './parts';

/** The money limits' window (24 hours, 7 days, 1 month) as a labelled native select. */
export function PeriodSelect({ value, onChange, testId }: { value: LimitPeriod; onChange: (period: LimitPeriod) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <FieldLabel>
      {t('protection.limit_period')}
      <SelectField value={value} onChange={(e) => onChange(e.target.value as LimitPeriod)} data-testid={testId}>
        {MONEY_LIMIT_PERIODS.map((p) => (
          <option key={p} value={p}>
            {t(`protection.periods.${p}`)}
          </option>
        ))}
      </SelectField>
    </FieldLabel>
  );
}
