import { cn } from '../../../ui';
import { passwordStrength, PASSWORD_STRENGTH_LABELS } from '@stratblocks/contracts';

const BAR_TONES = ['', 'bg-warning', 'bg-warning', 'bg-accent', 'bg-accent'] as const;

/**
 * docs/product.md#screens-and-routes: the sign-up password's 4-bar strength meter, scored by the rule the server
 * checks too (docs/accounts.md#passwords): sign-up refuses "Too weak" and "Weak".
 */
export function StrengthMeter({ password }: { password: string }) {
  const score = passwordStrength(password);
  return (
    <div className="flex items-center gap-3" data-testid="strength-meter" data-score={score}>
      <div className="flex flex-1 gap-1.5" aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1.5 flex-1 rounded-full bg-surface-3 transition-colors',
              bar <= score && BAR_TONES[score],
            )}
          />
        ))}
      </div>
      <span className="w-16 text-right text-xs text-fg-muted" aria-live="polite">
        <span className="sr-only">Password strength: </span>
        {password ? PASSWORD_STRENGTH_LABELS[score] : ''}
      </span>
    </div>
  );
}
