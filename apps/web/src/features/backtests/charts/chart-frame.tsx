import type { ReactNode } from 'react';
import { EmptyState, Skeleton } from '../../../ui';

/** docs/product.md#business-constants-and-limits: charts are 400 px high alone, 300 px when several share the view. */
export const CHART_HEIGHT = { single: 400, multiple: 300 } as const;

/** The chart's place while its data or its code loads, as tall as the chart will be. */
export function ChartSkeleton({ height, label }: { height: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2">
      <Skeleton className="h-5 w-64 max-w-full" />
      <div style={{ height }}>
        <Skeleton className="h-full w-full rounded-lg" />
      </div>
    </div>
  );
}

export interface ChartEmptyProps {
  height: number;
  icon: ReactNode;
  title: string;
  description: string;
  /** The next step (a Run button, say): an empty view is never a dead end. */
  action?: ReactNode | undefined;
}

/** What a chart shows before there is anything to draw, in the chart's own height. */
export function ChartEmpty({ height, icon, title, description, action }: ChartEmptyProps) {
  return (
    <div className="flex" style={{ minHeight: height }}>
      <EmptyState
        className="flex-1"
        icon={icon}
        title={title}
        description={description}
        action={action}
        as="p"
      />
    </div>
  );
}
