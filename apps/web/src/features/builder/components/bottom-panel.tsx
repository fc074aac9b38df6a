import { ChevronDown, ChevronUp, Maximize2, Minimize2 } from 'lucide-react';
import { lazy, Suspense, useRef, type KeyboardEvent } from 'react';
import { LogsView, RiskRulesBanner } from '../../backtests';
import { cn, IconButton, Skeleton } from '../../../ui';
import { isResearchTab, RESEARCH_TABS, useResearchTabs } from '../research-lab';
import { isResultsTab, RESULTS_TABS } from './results-data';

// What the tabs other than the logs show loads when one is first opened: the results views with
// the chart library behind them, and the research lab.
const ResultsViews = lazy(() => import('./results-views'));
const ResearchPanels = lazy(async () => ({ default: (await import('./research-panels')).ResearchPanels }));

/** The panel's content while a tab's code loads. */
function TabLoading() {
  return <Skeleton className="h-40 w-full" />;
}

export const BOTTOM_TABS = ['View Logs', ...RESULTS_TABS, ...RESEARCH_TABS] as const;
export type BottomTab = (typeof BOTTOM_TABS)[number];

import type { ResultsData } from './results-data';

export type { ResultsData };

interface BottomPanelProps {
  tab: BottomTab | null;
  onTab: (tab: BottomTab | null) => void;
  maximised: boolean;
  onMaximise: () => void;
  data: ResultsData;
}

const tabId = (tab: BottomTab) => `bottom-tab-${tab.replace(/\s+/g, '-').toLowerCase()}`;

/**
 * The bottom panel's tab bar and content. Clicking the active tab closes the panel; another tab
 * switches. The resizing lives in the page's panel group.
 */
export function BottomPanel({ tab, onTab, maximised, onMaximise, data }: BottomPanelProps) {
  const tabsRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...(tabsRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(current + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
    next?.focus();
  };
  const researchVisited = useResearchTabs((state) => state.visited.length > 0);
  return (
    <div className="flex h-full min-h-0 flex-col border-t border-border bg-surface">
      <div className="flex h-9 min-w-0 shrink-0 items-center gap-1 border-b border-border px-2">
        {/* The tabs scroll on their own on a narrow screen: wider than the panel, they made the whole
            panel scroll sideways when a tab took the focus, pushing the results out of view. */}
        <div
          ref={tabsRef}
          role="tablist"
          aria-label="Results"
          className="flex min-w-0 flex-1 items-center gap-0.5 overflow-x-auto [scrollbar-width:none]"
          onKeyDown={onKeyDown}
        >
          {BOTTOM_TABS.map((name) => {
            const selected = tab === name;
            return (
              <button
                key={name}
                id={tabId(name)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={selected ? 'bottom-panel-content' : undefined}
                tabIndex={selected || (tab === null && name === 'View Logs') ? 0 : -1}
                onClick={() => {
                  onTab(selected ? null : name);
                }}
                className={cn(
                  'h-7 rounded-md px-2.5 text-[13px] font-medium whitespace-nowrap text-fg-muted hover:bg-surface-2 hover:text-fg',
                  selected && 'bg-surface-2 text-fg',
                )}
              >
                {name}
                {name === 'View Logs' && data.running ? (
                  <span
                    className="ml-1.5 inline-block size-1.5 animate-pulse rounded-full bg-accent align-middle"
                    aria-hidden
                  />
                ) : null}
              </button>
            );
          })}
        </div>
        <div className="ml-auto flex shrink-0 items-center">
          <IconButton
            size="sm"
            label={maximised ? 'Restore panel size' : 'Maximise panel'}
            icon={maximised ? <Minimize2 /> : <Maximize2 />}
            onClick={() => {
              if (tab === null) onTab('View Logs');
              onMaximise();
            }}
          />
          <IconButton
            size="sm"
            label={tab === null ? 'Open results panel' : 'Collapse results panel'}
            icon={tab === null ? <ChevronUp /> : <ChevronDown />}
            onClick={() => {
              onTab(tab === null ? 'View Logs' : null);
            }}
          />
        </div>
      </div>
      {tab !== null ? (
        <div
          id="bottom-panel-content"
          role="tabpanel"
          aria-labelledby={tabId(tab)}
          className={cn(
            'min-h-0 flex-1',
            tab === 'View Logs' ? 'flex flex-col overflow-hidden' : 'overflow-y-auto p-3',
          )}
        >
          {/* A run a risk rule stopped or limited says so above its log and its results. */}
          {!data.running && (tab === 'View Logs' || isResultsTab(tab)) ? (
            <RiskRulesBanner
              chart={data.chart}
              className={tab === 'View Logs' ? 'mx-2 mt-2 max-h-[45%] shrink-0 overflow-y-auto' : 'mb-3'}
            />
          ) : null}
          {tab === 'View Logs' ? (
            <LogsView logs={data.logs} running={data.running} className="min-h-0 flex-1" />
          ) : null}
          {isResultsTab(tab) ? (
            <Suspense fallback={<TabLoading />}>
              <ResultsViews tab={tab} data={data} />
            </Suspense>
          ) : null}
          {isResearchTab(tab) || researchVisited ? (
            <Suspense fallback={isResearchTab(tab) ? <TabLoading /> : null}>
              <ResearchPanels
                tab={tab}
                trades={data.trades}
                metrics={data.metrics}
                portfolio={data.portfolio}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
