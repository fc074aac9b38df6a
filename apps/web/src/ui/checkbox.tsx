import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from './cn';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
  name?: string;
}

/** A checkbox with its label beside it (the label may hold links). */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  error,
  disabled,
  className,
  name,
}: CheckboxProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2.5">
        <RadixCheckbox.Root
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onCheckedChange={(state) => {
            onCheckedChange(state === true);
          }}
          className={cn(
            'mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded border border-border-strong bg-bg transition-colors',
            'data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=checked]:text-accent-fg',
            'aria-invalid:border-loss disabled:opacity-50',
          )}
        >
          <RadixCheckbox.Indicator>
            <Check className="size-3" strokeWidth={3} aria-hidden />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={id} className="text-sm leading-snug text-fg-muted">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-loss">
          {error}
        </p>
      ) : null}
    </div>
  );
}
