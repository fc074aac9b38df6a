import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { describedBy, FieldShell, inputClasses } from './field';

export interface SelectOption<Value extends string> {
  value: Value;
  label?: ReactNode;
}

type OptionList<Value extends string> = readonly (Value | SelectOption<Value>)[];

function normalise<Value extends string>(options: OptionList<Value>): SelectOption<Value>[] {
  return options.map((option) => (typeof option === 'string' ? { value: option } : option));
}

export interface SelectProps<Value extends string> {
  label: ReactNode;
  value: Value;
  options: OptionList<Value>;
  onChange: (value: Value) => void;
  hint?: ReactNode;
  error?: string | undefined;
  unit?: string | undefined;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled choice over a fixed list, as a native <select>: keyboard, screen readers, mobile
 * pickers and form automation all work as users expect. Use MenuSelect for compact toolbars.
 */
export function Select<Value extends string>({
  label,
  value,
  options,
  onChange,
  hint,
  error,
  unit,
  hideLabel,
  disabled,
  className,
}: SelectProps<Value>) {
  const id = useId();
  const list = normalise(options);
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      unit={unit}
      hideLabel={hideLabel}
      className={className}
    >
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={cn(inputClasses, 'appearance-none pr-9')}
          onChange={(event) => {
            const chosen = list.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {list.map((option) => (
            <option key={option.value} value={option.value}>
              {typeof option.label === 'string' ? option.label : option.value}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-subtle"
          aria-hidden
        />
      </div>
    </FieldShell>
  );
}

export interface MenuSelectProps<Value extends string> {
  /** The accessible name of the trigger. */
  label: string;
  value: Value;
  options: OptionList<Value>;
  onChange: (value: Value) => void;
  className?: string;
  size?: 'sm' | 'md';
}

/** A compact select on Radix (a styled popup list) for toolbars and table headers. */
export function MenuSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
  size = 'md',
}: MenuSelectProps<Value>) {
  const list = normalise(options);
  const hintId = useId();
  return (
    <RadixSelect.Root
      value={value}
      onValueChange={(next) => {
        const chosen = list.find((option) => option.value === next);
        if (chosen) onChange(chosen.value);
      }}
    >
      <RadixSelect.Trigger
        aria-label={label}
        aria-describedby={hintId}
        className={cn(
          inputClasses,
          'inline-flex w-auto items-center justify-between gap-2',
          size === 'sm' && 'h-8 text-xs',
          className,
        )}
      >
        <RadixSelect.Value />
        <RadixSelect.Icon>
          <ChevronDown className="size-4 text-fg-subtle" aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <span id={hintId} className="sr-only">
        {label}
      </span>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-border bg-surface shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {list.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded-md py-1.5 pr-8 pl-2.5 text-sm text-fg outline-none select-none data-[highlighted]:bg-surface-2"
              >
                <RadixSelect.ItemText>{option.label ?? option.value}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute right-2">
                  <Check className="size-4" aria-hidden />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
