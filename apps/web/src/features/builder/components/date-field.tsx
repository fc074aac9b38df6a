import { useId } from 'react';

/** The date range the settings inputs allow (spec section 5). */
const DATE_MIN = '1900-01-01';
const DATE_MAX = '2100-12-31';

export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled date input (YYYY-MM-DD, empty allowed while editing). */
export function DateField({ label, value, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-300">
        {label}
      </label>
      <input
        id={id}
        type="date"
        min={DATE_MIN}
        max={DATE_MAX}
        className="w-full rounded-lg border border-slate-700 bg-slate-900 px-3 py-2"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
