import type { ReactNode } from 'react';
import { FieldBox, Input, Select, Toolbar } from './layout';

interface FieldBase {
  /** React key only; not rendered. */
  name: string;
  /** Translated label; the control sits inside it, so it is the control's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

/** A free-text, search-box or date filter. `text` renders an input without a type attribute. */
export interface FilterInputField extends FieldBase {
  kind: 'text' | 'search' | 'date';
  maxLength?: number;
  placeholder?: string;
}

export interface FilterSelectField extends FieldBase {
  kind: 'select';
  /** Every option, the "all" one (value '') included, with translated labels. */
  options: readonly { value: string; label: string }[];
}

export type FilterField = FilterInputField | FilterSelectField;

export interface FilterBarProps {
  /** Falsy entries are skipped, so a field shown only sometimes can be written inline. */
  fields: readonly (FilterField | false | null | undefined)[];
  /** Called after any field changed, e.g. to go back to page 1 of the table it filters. */
  onChange?: () => void;
  /** A search landmark (role="search") for screen readers; off for a bar nested in another one's scope. */
  search?: boolean;
  /** Actions or notes after the fields (a verify button, a threshold). */
  children?: ReactNode;
}

/** The filters above a back-office table: labelled inputs and selects, reachable in tab order. */
export function FilterBar({ fields, onChange, search = true, children }: FilterBarProps) {
  const change = (field: FilterField) => (value: string) => {
    field.onChange(value);
    onChange?.();
  };
  return (
    <Toolbar role={search ? 'search' : undefined}>
      {fields.map((field) =>
        field ? (
          <FieldBox key={field.name}>
            {field.label}
            {field.kind === 'select' ? (
              <Select value={field.value} onChange={(event) => change(field)(event.target.value)} data-testid={field.testId}>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                type={field.kind === 'text' ? undefined : field.kind}
                value={field.value}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                onChange={(event) => change(field)(event.target.value)}
                data-testid={field.testId}
              />
            )}
          </FieldBox>
        ) : null,
      )}
      {children}
    </Toolbar>
  );
}
