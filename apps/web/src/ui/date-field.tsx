import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { describedBy, FieldShell, inputClasses } from './field';

/** The date range the settings inputs allow (docs/product.md#validation-rules). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';

export interface DateFieldProps {
  label: ReactNode;
  /** YYYY-MM-DD, or empty while the user edits. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
}

/** A labelled date input. */
export function DateField({
  label,
  value,
  onChange,
  min = DATE_MIN,
  max = DATE_MAX,
  hint,
  error,
  className,
}: DateFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        type="date"
        min={min}
        max={max}
        className={cn(inputClasses, 'tabular')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </FieldShell>
  );
}
