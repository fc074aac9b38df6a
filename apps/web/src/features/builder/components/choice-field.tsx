import { useId } from 'react';

export interface ChoiceFieldProps<Option extends string> {
  label: string;
  value: Option;
  options: readonly Option[];
  onChange: (value: Option) => void;
}

/** A labelled select over a fixed list of options. */
export function ChoiceField<Option extends string>({
  label,
  value,
  options,
  onChange,
}: ChoiceFieldProps<Option>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-300">
        {label}
      </label>
      <select
        id={id}
        className="w-full rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 outline-none focus:border-emerald-400"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
