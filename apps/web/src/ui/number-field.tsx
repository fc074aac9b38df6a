import { useId, useState, type ReactNode } from 'react';
import { cn } from './cn';
import { describedBy, FieldShell, inputClasses } from './field';

export interface NumberFieldProps {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
  unit?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
  id?: string;
}

/**
 * A labelled numeric input: the value stays a number. While the user edits, the text may be empty
 * or half-typed ("-", "1."); the number is reported whenever the text reads as one, and the field
 * shows the last number again when it loses focus with unreadable text.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  unit,
  hint,
  error,
  hideLabel,
  disabled,
  className,
  id: idProp,
}: NumberFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const [text, setText] = useState(() => (Number.isFinite(value) ? String(value) : ''));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // An outside change (reset, undo) replaces the text unless it already reads as that number.
    setShownValue(value);
    if (!(Number(text) === value && text.trim() !== '')) setText(String(value));
  }
  const outOfRange =
    (min !== undefined && value < min) || (max !== undefined && value > max)
      ? `Must be ${[min !== undefined ? `at least ${min}` : null, max !== undefined ? `at most ${max}` : null]
          .filter(Boolean)
          .join(' and ')}`
      : undefined;
  const shownError = error ?? outOfRange;
  return (
    <FieldShell
      id={id}
      label={label}
      unit={unit}
      hint={hint}
      error={shownError}
      hideLabel={hideLabel}
      className={className}
    >
      <input
        id={id}
        type="number"
        inputMode="decimal"
        className={cn(inputClasses, 'tabular')}
        value={text}
        min={min}
        max={max}
        step={step ?? 'any'}
        disabled={disabled}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy(id, hint, shownError)}
        onChange={(event) => {
          setText(event.target.value);
          const number = event.target.valueAsNumber;
          if (Number.isFinite(number)) onChange(number);
        }}
        onBlur={() => {
          if (!Number.isFinite(Number(text)) || text.trim() === '') setText(String(value));
        }}
      />
    </FieldShell>
  );
}
