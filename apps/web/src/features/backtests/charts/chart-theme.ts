import type { ResolvedTheme } from '../../../lib/theme';

/** The chart colours, read from the design tokens of the current theme (styles.css). */
export interface ChartColors {
  text: string;
  grid: string;
  border: string;
  crosshair: string;
  gain: string;
  loss: string;
  lossFill: string;
  /** Strategy line and long trades. */
  accent: string;
  /** Short trades: neither gain nor loss, so not red. */
  short: string;
  /** A warning that is not a loss (days the daily loss limit blocked entries). */
  warning: string;
  /** Buy and hold, the benchmark. */
  benchmark: string;
  /** SPY bought and held, the market benchmark: a calm violet, apart from gain, loss and accent. */
  market: string;
  /**
   * The price chart's lines of other series, in turn: apart from the candles' gain and loss and
   * the trades' accent and warning.
   */
  sourceLines: readonly string[];
}

// No design token fits a third line that is neither the strategy, a gain/loss nor the symbol.
const MARKET_LINE = { light: '#7a68b8', dark: '#a899e6' } as const;

// Likewise for the lines of other series over the candles: violet, magenta, teal.
const SOURCE_LINES = {
  light: ['#7a68b8', '#b0417f', '#197a8a'],
  dark: ['#a899e6', '#e27fb6', '#5cc2d2'],
} as const;

function token(styles: CSSStyleDeclaration, name: string, fallback: string): string {
  return styles.getPropertyValue(name).trim() || fallback;
}

// The tokens of styles.css, for documents without the app's stylesheet (tests).
const FALLBACK = {
  light: {
    '--loss': '#c62828',
    '--border': '#d9dde5',
    '--fg-muted': '#545a68',
    '--fg-subtle': '#6b7282',
    '--gain': '#067a5f',
    '--accent-text': '#1a4fd6',
    '--warning': '#8a5a00',
  },
  dark: {
    '--loss': '#ff6b6b',
    '--border': '#2a3140',
    '--fg-muted': '#a3aaba',
    '--fg-subtle': '#8a92a4',
    '--gain': '#2bbf9a',
    '--accent-text': '#8aa8ff',
    '--warning': '#f0b429',
  },
} as const;

/** A #rrggbb colour at an opacity (tokens are hex); other forms are returned as they are. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const value = Number.parseInt(hex, 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/**
 * The colours of a theme, read from the design tokens on the root element (whose class the theme
 * store switches before it reports the new theme).
 */
export function chartColors(theme: ResolvedTheme): ChartColors {
  const styles = getComputedStyle(document.documentElement);
  const fallback = FALLBACK[theme];
  const read = (name: keyof typeof fallback) => token(styles, name, fallback[name]);
  const loss = read('--loss');
  const border = read('--border');
  return {
    text: read('--fg-muted'),
    grid: withAlpha(border, 0.6),
    border,
    crosshair: read('--fg-subtle'),
    gain: read('--gain'),
    loss,
    lossFill: withAlpha(loss, 0.18),
    accent: read('--accent-text'),
    short: read('--warning'),
    warning: read('--warning'),
    benchmark: read('--fg-subtle'),
    market: MARKET_LINE[theme],
    sourceLines: SOURCE_LINES[theme],
  };
}
