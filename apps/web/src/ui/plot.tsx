import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The width of an element, followed as it resizes (plots draw in real pixels: text stays legible). */
export function useElementWidth<Element extends HTMLElement>(): [React.RefObject<Element | null>, number] {
  const ref = useRef<Element>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [ref, width];
}

export interface PlotMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Room for a y axis on the left and x labels under the plot. */
export const PLOT_MARGIN: PlotMargin = { top: 12, right: 16, bottom: 28, left: 72 };

export interface PlotScale {
  width: number;
  height: number;
  x: (index: number) => number;
  y: (value: number) => number;
  /** An SVG path through the points (null and non-finite values break the line). */
  line: (values: ReadonlyArray<number | null>, offset?: number) => string;
  /** The area under a line, closed along the plot's bottom edge (for a soft fill). */
  area: (values: readonly number[]) => string;
  /** A closed band between two series. */
  band: (upper: readonly number[], lower: readonly number[]) => string;
}

export interface PlotProps {
  /** What the plot shows, for screen readers; without one the plot is decorative (hidden from them). */
  label?: string;
  height?: number;
  /** Number of x positions (points are drawn at 0..count-1). */
  count: number;
  yMin: number;
  yMax: number;
  /** Room added above and below the data, as a share of its range (0.05 by default). */
  yPadding?: number;
  /** The y values with a grid line (five even ticks by default, none when `formatY` is not given). */
  yTicks?: readonly number[];
  /** The grid lines' dash (a CSS dash array); solid when null. */
  gridDash?: string | null;
  /** Labels of the y ticks; without it the plot has no y axis. */
  formatY?: (value: number) => string;
  /** Where the y labels go. */
  axis?: 'left' | 'right';
  /** Labels under the x axis: first, middle and last. */
  xLabels?: readonly [string, string, string];
  margin?: PlotMargin;
  className?: string;
  children: (scale: PlotScale) => ReactNode;
}

/**
 * A small SVG line plot, drawn at its container's width: the scale its lines are drawn with (the
 * caller draws them), an optional y axis of grid lines and labels, optional x labels.
 */
export function Plot({
  label,
  height = 260,
  count,
  yMin,
  yMax,
  yPadding = 0.05,
  yTicks,
  gridDash = '3 3',
  formatY,
  axis = 'left',
  xLabels,
  margin = PLOT_MARGIN,
  className,
  children,
}: PlotProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const span = yMax - yMin || Math.abs(yMax) || 1;
  const low = yMin - span * yPadding;
  const high = yMax + span * yPadding;
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const x = (index: number) => margin.left + (count <= 1 ? 0 : (index / (count - 1)) * innerWidth);
  const y = (value: number) => margin.top + (1 - (value - low) / (high - low)) * innerHeight;
  const line = (values: ReadonlyArray<number | null>, offset = 0) => {
    let path = '';
    let pen = false;
    values.forEach((value, index) => {
      if (value === null || !Number.isFinite(value)) {
        pen = false;
        return;
      }
      path += `${pen ? 'L' : 'M'}${x(index + offset).toFixed(1)},${y(value).toFixed(1)}`;
      pen = true;
    });
    return path;
  };
  const area = (values: readonly number[]) =>
    values.length < 2
      ? ''
      : `${line(values)}L${x(values.length - 1).toFixed(1)},${String(height)}L${x(0).toFixed(1)},${String(height)}Z`;
  const band = (upper: readonly number[], lower: readonly number[]) => {
    const top = upper.map(
      (value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`,
    );
    const bottom = lower.map((value, index) => `L${x(index).toFixed(1)},${y(value).toFixed(1)}`).reverse();
    return `${top.join('')}${bottom.join('')}Z`;
  };
  const ticks =
    yTicks ?? (formatY ? Array.from({ length: 5 }, (_, index) => yMin + ((yMax - yMin) * index) / 4) : []);
  const labelX = axis === 'left' ? margin.left - 8 : width - margin.right + 6;
  return (
    <div ref={ref} className={className ?? 'w-full'}>
      {width > 0 ? (
        <svg
          {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
          width={width}
          height={height}
          className="block overflow-visible"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-border"
                strokeDasharray={gridDash ?? undefined}
              />
              {formatY ? (
                <text
                  x={labelX}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor={axis === 'left' ? 'end' : 'start'}
                  className="fill-fg-muted text-[11px]"
                >
                  {formatY(tick)}
                </text>
              ) : null}
            </g>
          ))}
          {children({ width, height, x, y, line, area, band })}
          {xLabels?.map((text, index) => (
            <text
              key={index}
              x={
                index === 0 ? margin.left : index === 1 ? margin.left + innerWidth / 2 : width - margin.right
              }
              y={height - 8}
              textAnchor={index === 0 ? 'start' : index === 1 ? 'middle' : 'end'}
              className="fill-fg-muted text-[11px]"
            >
              {text}
            </text>
          ))}
        </svg>
      ) : (
        <div style={{ height }} />
      )}
    </div>
  );
}
