import type { ReactNode } from 'react';
import type { MarkerKind } from './chart-data';

/** A line of the legend: a swatch, a name, and (optionally) the value under the crosshair. */
export function LegendItem({
  swatch,
  label,
  value,
  valueClassName,
}: {
  swatch: ReactNode;
  label: string;
  value?: string;
  valueClassName?: string;
}) {
  return (
    <li className="flex items-center gap-1.5 whitespace-nowrap">
      {swatch}
      <span className="text-fg-muted">{label}</span>
      {value !== undefined ? (
        <span className={valueClassName ?? 'font-medium text-fg tabular'}>{value}</span>
      ) : null}
    </li>
  );
}

/** A short line in a series' colour (dashed for the benchmark). */
export function LineSwatch({ color, dashed = false }: { color: string; dashed?: boolean }) {
  return (
    <svg aria-hidden width="16" height="8" viewBox="0 0 16 8" className="shrink-0">
      <line
        x1="1"
        y1="4"
        x2="15"
        y2="4"
        stroke={color}
        strokeWidth="2"
        strokeLinecap="round"
        {...(dashed && { strokeDasharray: '3 3' })}
      />
    </svg>
  );
}

/** A filled block (the drawdown area). */
export function AreaSwatch({ color, fill }: { color: string; fill: string }) {
  return (
    <svg aria-hidden width="14" height="10" viewBox="0 0 14 10" className="shrink-0">
      <rect x="1" y="1" width="12" height="8" rx="1.5" fill={fill} stroke={color} strokeWidth="1.5" />
    </svg>
  );
}

/** The marker's shape as drawn on the chart: arrows for entries, dots for exits. */
export function MarkerSwatch({ kind, color }: { kind: MarkerKind; color: string }) {
  const shape =
    kind === 'long-entry' ? (
      <path d="M6 1 L11 10 L1 10 Z" fill={color} />
    ) : kind === 'short-entry' ? (
      <path d="M1 2 L11 2 L6 11 Z" fill={color} />
    ) : (
      <circle cx="6" cy="6" r="4" fill={color} />
    );
  return (
    <svg aria-hidden width="12" height="12" viewBox="0 0 12 12" className="shrink-0">
      {shape}
    </svg>
  );
}
