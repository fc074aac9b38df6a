import { cn } from '../../ui';

/**
 * docs/product.md#screens-and-routes: a language selector showing EN. English is the only language for now, so the
 * select has one option; it is a native control, light enough for the first screen.
 */
export function LanguageSelect({ className }: { className?: string }) {
  return (
    <select
      aria-label="Language"
      name="language"
      defaultValue="en"
      className={cn(
        'h-9 cursor-pointer appearance-none rounded-lg bg-transparent px-2 text-xs font-semibold text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg',
        className,
      )}
    >
      <option value="en">EN</option>
    </select>
  );
}
