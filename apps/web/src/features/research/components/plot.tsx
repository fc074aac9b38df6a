import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The width of an element, followed as it resizes (charts draw in real pixels: text stays legible). */
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

export interface PlotScale {
  width: number;
  height: number;
  x: (index: number) => number;
  y: (value: number) => number;
  /** An SVG path through the points (null values break the line). */
  line: (values: ReadonlyArray<number | null>, offset?: number) => string;
  /** A closed band between two series. */
  band: (upper: readonly number[], lower: readonly number[]) => string;
}

export const PLOT_MARGIN = { top: 12, right: 16, bottom: 28, left: 72 };

export interface PlotProps {
  /** What the chart shows, for screen readers (the figures are also in a table beside it). */
  label: string;
  height?: number;
  /** Number of x positions (points are drawn at 0..count-1). */
  count: number;
  yMin: number;
  yMax: number;
  formatY: (value: number) => string;
  /** Labels under the x axis: first, middle and last. */
  xLabels: readonly [string, string, string];
  children: (scale: PlotScale) => ReactNode;
}

/** A small SVG plot with a y axis of 5 ticks and three x labels, drawn at the container's width. */
export function Plot({ label, height = 260, count, yMin, yMax, formatY, xLabels, children }: PlotProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const span = yMax - yMin || Math.abs(yMax) || 1;
  const low = yMin - span * 0.05;
  const high = yMax + span * 0.05;
  const innerWidth = Math.max(1, width - PLOT_MARGIN.left - PLOT_MARGIN.right);
  const innerHeight = height - PLOT_MARGIN.top - PLOT_MARGIN.bottom;
  const x = (index: number) => PLOT_MARGIN.left + (count <= 1 ? 0 : (index / (count - 1)) * innerWidth);
  const y = (value: number) => PLOT_MARGIN.top + (1 - (value - low) / (high - low)) * innerHeight;
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
  const band = (upper: readonly number[], lower: readonly number[]) => {
    const top = upper.map(
      (value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`,
    );
    const bottom = lower.map((value, index) => `L${x(index).toFixed(1)},${y(value).toFixed(1)}`).reverse();
    return `${top.join('')}${bottom.join('')}Z`;
  };
  const ticks = Array.from({ length: 5 }, (_, index) => yMin + ((yMax - yMin) * index) / 4);
  return (
    <div ref={ref} className="w-full">
      {width > 0 ? (
        <svg role="img" aria-label={label} width={width} height={height} className="block overflow-visible">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PLOT_MARGIN.left}
                x2={width - PLOT_MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-border"
                strokeDasharray="3 3"
              />
              <text
                x={PLOT_MARGIN.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-fg-muted text-[11px]"
              >
                {formatY(tick)}
              </text>
            </g>
          ))}
          {children({ width, height, x, y, line, band })}
          {xLabels.map((text, index) => (
            <text
              key={index}
              x={
                index === 0
                  ? PLOT_MARGIN.left
                  : index === 1
                    ? PLOT_MARGIN.left + innerWidth / 2
                    : width - PLOT_MARGIN.right
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
