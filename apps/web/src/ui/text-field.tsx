import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';
import { describedBy, FieldShell, inputClasses } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  unit?: string;
  hideLabel?: boolean;
  /** Something inside the input's right edge (a show-password button, a clear button). */
  trailing?: ReactNode;
  containerClassName?: string;
}

/** A labelled text input; forwards its ref so react-hook-form's register() works on it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, unit, hideLabel, trailing, containerClassName, className, id: idProp, ...props },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      unit={unit}
      hideLabel={hideLabel}
      className={containerClassName}
    >
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={cn(inputClasses, trailing ? 'pr-10' : null, className)}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
    </FieldShell>
  );
});
