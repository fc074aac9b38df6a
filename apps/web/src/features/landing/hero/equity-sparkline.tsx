import { memo, useId } from 'react';
import { Plot } from '../../../ui';

/** Spec: the preview's chart is a 150 px band whose line keeps 10 px clear of its edges. */
const HEIGHT = 150;
const MARGIN = { top: 10, right: 0, bottom: 10, left: 0 };

/** A small equity curve with a soft fill; decorative detail, the figures are in the metrics. */
export const EquitySparkline = memo(function EquitySparkline({
  values,
  label,
}: {
  values: readonly number[];
  label: string;
}) {
  const gradient = useId();
  return (
    <div role="img" aria-label={label} className="h-[150px] w-full">
      <Plot
        height={HEIGHT}
        count={values.length}
        yMin={values.length ? Math.min(...values) : 0}
        yMax={values.length ? Math.max(...values) : 1}
        yPadding={0}
        margin={MARGIN}
      >
        {(scale) =>
          values.length > 1 ? (
            <>
              <defs>
                <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
                  <stop offset="0%" stopColor="var(--accent)" stopOpacity="0.35" />
                  <stop offset="100%" stopColor="var(--accent)" stopOpacity="0" />
                </linearGradient>
              </defs>
              <path d={scale.area(values)} fill={`url(#${gradient})`} />
              <path d={scale.line(values)} fill="none" stroke="var(--accent)" strokeWidth="2" />
            </>
          ) : null
        }
      </Plot>
    </div>
  );
});
