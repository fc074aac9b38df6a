import { forwardRef, useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '../../../ui';

export interface CodeBoxesHandle {
  focusFirst: () => void;
}

export interface CodeBoxesProps {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
}

/**
 * docs/product.md#screens-and-routes: single-digit boxes that advance on typing, go back on Backspace, and take a
 * pasted code whole.
 */
export const CodeBoxes = forwardRef<CodeBoxesHandle, CodeBoxesProps>(function CodeBoxes(
  { digits, onChange, invalid, disabled, describedBy },
  ref,
) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(digits.length - 1, index))];
    input?.focus();
    input?.select();
  };
  useImperativeHandle(ref, () => ({
    focusFirst: () => {
      focus(0);
    },
  }));

  const fill = (from: number, text: string) => {
    const typed = text.replace(/\D/g, '').slice(0, digits.length - from);
    if (!typed) return;
    const next = [...digits];
    for (let offset = 0; offset < typed.length; offset += 1) next[from + offset] = typed[offset] ?? '';
    onChange(next);
    focus(from + typed.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="flex justify-center gap-2.5 sm:gap-3" role="group" aria-label="Verification code">
      {digits.map((digit, index) => (
        <input
          // The boxes are a fixed row: their position is their identity.
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={digits.length}
          aria-label={`Digit ${index + 1} of ${digits.length}`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'size-12 rounded-lg border border-border-strong bg-bg text-center text-xl font-semibold text-fg tabular shadow-sm sm:size-14 sm:text-2xl',
            'focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-loss disabled:opacity-60',
          )}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onChange={(event) => {
            const value = event.target.value;
            if (value === '') {
              const next = [...digits];
              next[index] = '';
              onChange(next);
              return;
            }
            // A typed digit replaces the box's digit; autofill may bring the whole code.
            const typed = value.replace(digit, '') || value;
            fill(index, typed.length > 1 ? value : typed);
          }}
        />
      ))}
    </div>
  );
});
