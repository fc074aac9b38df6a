import { useVirtualizer } from '@tanstack/react-virtual';
import { ScrollText } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn, EmptyState, Spinner } from '../../../ui';
import { logTone } from './log-line';
import { countOf } from '../../../lib/plural';

export interface LogsViewProps {
  /** The lines, oldest first (useBacktestRun().logs). */
  logs: readonly string[];
  /** A run is under way (shows that it is, and that lines are coming). */
  running?: boolean;
  /** The next step offered before any run (a Run button, say). */
  emptyAction?: ReactNode;
  /** Size the view here (it fills its parent's height: give the parent one, or pass h-64 and the like). */
  className?: string;
}

const LINE_HEIGHT = 20;
/** Within this distance of the bottom, the view counts as following the log. */
const FOLLOW_SLACK = 24;

const TONE_CLASS = {
  error: 'bg-loss-soft text-loss',
  warning: 'text-warning',
  plain: 'text-fg',
} as const;

/**
 * The run's log, monospace, following new lines to the bottom unless the reader has scrolled up;
 * scrolling back to the bottom follows again. Lines are virtualised, so long runs stay smooth.
 */
export function LogsView({ logs, running = false, emptyAction, className }: LogsViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const virtualizer = useVirtualizer({
    count: logs.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LINE_HEIGHT,
    overscan: 20,
    initialRect: { width: 0, height: 300 },
  });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [logs.length]);

  if (logs.length === 0 && !running) {
    return (
      <EmptyState
        className={className}
        icon={<ScrollText />}
        title="No logs yet"
        description="Run a backtest to follow its log here, line by line."
        action={emptyAction}
        as="p"
      />
    );
  }

  const numberWidth = `${String(logs.length).length + 1}ch`;
  return (
    <div className={cn('flex min-h-0 min-w-0 flex-col gap-1.5', className)}>
      <p className="flex items-center gap-2 text-xs text-fg-muted" role="status">
        {running ? <Spinner className="size-3.5" label="" /> : null}
        {/* Announced once per state; the count changes every frame and is read on demand only. */}
        <span className="sr-only">{running ? 'Backtest running' : 'Backtest log'}</span>
        <span aria-hidden>
          {running ? 'Running: ' : null}
          {countOf(logs.length, 'log line')}
        </span>
      </p>
      <div
        ref={scroller}
        role="log"
        aria-live="off"
        aria-label="Backtest logs"
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK;
        }}
        className="min-h-0 flex-1 overflow-auto rounded-lg border border-border bg-surface font-mono text-xs"
      >
        <div className="relative w-max min-w-full" style={{ height: virtualizer.getTotalSize() + 8 }}>
          {virtualizer.getVirtualItems().map((item) => {
            const line = logs[item.index] ?? '';
            return (
              <div
                key={item.index}
                className={cn(
                  'absolute left-0 flex w-max min-w-full px-3 whitespace-pre',
                  TONE_CLASS[logTone(line)],
                )}
                style={{ top: item.start + 4, height: LINE_HEIGHT, lineHeight: `${LINE_HEIGHT}px` }}
              >
                <span
                  aria-hidden
                  className="shrink-0 pr-3 text-right text-fg-subtle select-none"
                  style={{ width: numberWidth }}
                >
                  {item.index + 1}
                </span>
                <span>{line}</span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
