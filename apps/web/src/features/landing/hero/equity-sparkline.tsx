import { useId } from 'react';

/** Spec: the preview's chart is drawn in a 400 by 150 view, its y kept between 10 and 140. */
const WIDTH = 400;
const HEIGHT = 150;
const Y_TOP = 10;
const Y_BOTTOM = 140;

/** x, y points of a series scaled into the view (oldest on the left). */
export function sparklinePoints(values: readonly number[]): Array<[number, number]> {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values.map((value, index) => {
    const y = Y_BOTTOM - ((value - min) / span) * (Y_BOTTOM - Y_TOP);
    return [index * step, Math.min(Y_BOTTOM, Math.max(Y_TOP, y))];
  });
}

/** A small equity curve with a soft fill; decorative detail, the figures are in the metrics. */
export function EquitySparkline({ values, label }: { values: readonly number[]; label: string }) {
  const gradient = useId();
  const points = sparklinePoints(values);
  const line = points.map(([x, y], index) => `${index ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      className="h-32 w-full"
    >
      <defs>
        <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="var(--accent)" stopOpacity="0.35" />
          <stop offset="100%" stopColor="var(--accent)" stopOpacity="0" />
        </linearGradient>
      </defs>
      {points.length > 1 ? (
        <>
          <path d={`${line} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`} fill={`url(#${gradient})`} />
          <path
            d={line}
            fill="none"
            stroke="var(--accent)"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
        </>
      ) : null}
    </svg>
  );
}
