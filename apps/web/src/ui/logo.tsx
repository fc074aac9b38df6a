import { cn } from './cn';

export interface LogoProps {
  /** The background the logo sits on: the dark variant has light lettering, the light one dark. */
  tone: 'light' | 'dark';
  /** Show the word mark beside the symbol. */
  wordmark?: boolean;
  className?: string;
}

/** The StratBlocks mark (three stacked blocks rising like a chart) and word mark. */
export function Logo({ tone, wordmark = true, className }: LogoProps) {
  const dark = tone === 'dark';
  return (
    <span className={cn('inline-flex items-center gap-2', className)} data-tone={tone}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill={dark ? '#1d2433' : '#131722'} />
        <rect x="6" y="17" width="5.5" height="9" rx="1.5" fill={dark ? '#8aa8ff' : '#6d8dff'} />
        <rect x="13.25" y="11.5" width="5.5" height="14.5" rx="1.5" fill={dark ? '#5580ff' : '#3b6cff'} />
        <rect x="20.5" y="6" width="5.5" height="20" rx="1.5" fill={dark ? '#e7e9ee' : '#ffffff'} />
      </svg>
      {wordmark ? (
        <span
          className={cn('text-[17px] font-semibold tracking-tight', dark ? 'text-white' : 'text-[#131722]')}
        >
          Strat<span className={dark ? 'text-[#8aa8ff]' : 'text-[#1a4fd6]'}>Blocks</span>
        </span>
      ) : null}
    </span>
  );
}
