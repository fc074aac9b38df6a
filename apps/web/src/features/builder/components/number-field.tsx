import { useId } from 'react';

export interface NumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  suffix?: string;
}

/** A labelled numeric input: typed text is converted to a number (empty reads as 0). */
export function NumberField({ label, value, onChange, min, max, step, suffix }: NumberFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-300">
        {label}
        {suffix ? <span className="text-slate-500"> ({suffix})</span> : null}
      </label>
      <input
        id={id}
        type="number"
        className="w-full rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 outline-none focus:border-emerald-400"
        value={Number.isFinite(value) ? value : ''}
        min={min}
        max={max}
        step={step}
        onChange={(event) => {
          const number = event.target.valueAsNumber;
          onChange(Number.isFinite(number) ? number : 0);
        }}
      />
    </div>
  );
}
