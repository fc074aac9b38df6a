import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRequireAuth } from '../../../lib/use-require-auth';
import { ShareReportDialog } from '../../research';
import { safeStorage, STORAGE_KEYS } from '../../../lib/storage-keys';
import { PageMeta, Spinner, toast, TooltipProvider } from '../../../ui';
import { useBuilderRun } from '../hooks/use-builder-run';
import { useBuilderShortcuts } from '../hooks/use-builder-shortcuts';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useLibraryAdd } from '../hooks/use-library-add';
import { useSave } from '../hooks/use-save';
import { useStartChoice } from '../hooks/use-start-choice';
import { useStrategyLoader } from '../hooks/use-strategy-loader';
import { emptyDocument, strategyDiagnostics } from '../model/document';
import { exportFileName, exportJson, importJson } from '../model/json-file';
import { useBuilderWorkspace } from '../workspace-store';
import { useBuilderDocument, useBuilderStore } from '../store';
import { BottomActionBar } from './bottom-action-bar';
import { BuilderDnd } from './builder-dnd';
import { BuilderLayout } from './builder-layout';
import { AlertsDialog, TracebackDialog } from './diagnostics-dialogs';
import { ExportDialog } from './export-dialog';
import { LeaveDialog } from './leave-dialog';
import { ResearchAutoSave } from './research-auto-save';
import { RunModal } from './run-modal';
import { SkipToCanvas } from './skip-to-canvas';
import { openTemplate } from './start-from-template';
import { TemplatesDialog } from './templates-dialog';
import { TopBar } from './top-bar';
import { useAutoRun } from '../hooks/use-auto-run';
import type { BottomTab } from './bottom-panel';

// The strategy-as-text dialog (and the text reader) load when it is first opened.
const StrategyTextDialog = lazy(() =>
  import('./strategy-text-dialog').then((module) => ({ default: module.StrategyTextDialog })),
);

/** Below this width the library and properties start closed. */
const NARROW_SCREEN = 1024;
/** Below this width they open over the workspace, one at a time (side by side they would hide it). */
const PHONE_SCREEN = 768;
const onPhone = () => window.innerWidth < PHONE_SCREEN;

type DialogName = 'export' | 'text' | 'alerts' | 'traceback' | 'templates' | 'share' | null;

/** /builder: the strategy builder (docs/product.md#screens-and-routes). */
export function BuilderPage() {
  const session = useRequireAuth();
  const navigate = useNavigate();
  const loader = useStrategyLoader();
  const document = useBuilderDocument();
  // On a narrow screen the workspace comes first; the side panels open from the top bar.
  const [leftOpen, setLeftOpen] = useState(() => window.innerWidth >= NARROW_SCREEN);
  const [rightOpen, setRightOpen] = useState(() => window.innerWidth >= NARROW_SCREEN);
  const [bottomTab, setBottomTab] = useState<BottomTab | null>(null);
  const [dialog, setDialog] = useState<DialogName>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { save } = useSave();
  const savedResults = useBuilderWorkspace((state) => state.savedResults);
  const pythonCode = useBuilderWorkspace((state) => state.pythonCode);
  const lastError = useBuilderWorkspace((state) => state.lastError);
  const description = useBuilderWorkspace((state) => state.description);
  const blocker = useLeaveGuard();
  // On a phone the library lies over the canvas: after an add it closes to show where it went.
  const library = useLibraryAdd(
    useCallback(() => {
      if (onPhone()) setLeftOpen(false);
    }, []),
  );
  useBuilderShortcuts();
  useStartChoice(
    loader.loading || session === null,
    useCallback(() => {
      setDialog('templates');
    }, []),
  );

  const run = useBuilderRun({
    onStart: () => {
      setBottomTab('View Logs');
    },
    autoSave: (results, text) => {
      void save({ results, description: text, auto: true });
    },
  });
  useAutoRun({
    ready: !loader.loading && session !== null,
    autoRun: loader.autoRun,
    modalOpen: run.modalOpen || dialog !== null,
    // The dashboard's Run Backtest shows what the saved strategy does; Save keeps it if wanted.
    run: () => {
      void run.run({ autoSave: false });
    },
  });

  const diagnostics = useMemo(() => strategyDiagnostics(document), [document]);
  const hasRun = run.logs.length > 0 || run.status !== 'idle' || Object.keys(run.results).length > 0;
  const data = {
    logs: run.logs,
    running: run.status === 'running',
    chart: hasRun ? run.results.chart_data : savedResults?.chart_data,
    metrics: hasRun ? run.results.performance_metrics : savedResults?.performance_metrics,
    trades: hasRun ? run.results.closed_trades : savedResults?.closed_trades,
    portfolio: hasRun ? run.results.portfolio : savedResults?.portfolio,
    name: document.name,
  };
  const streamErrors = run.logs.filter(
    (line) => line.startsWith('Stream error:') || line.startsWith('Error:'),
  );
  const strategyId = useBuilderStore((state) => state.strategyId);
  const openDialog = (name: DialogName) => () => {
    setDialog(name);
  };
  const hasError = Boolean(lastError) || streamErrors.length > 0;

  if (!session) return null;
  if (loader.loading) {
    return (
      <div className="flex h-dvh flex-col items-center justify-center gap-3 bg-bg text-fg">
        <Spinner label="" />
        <p className="text-sm text-fg-muted">
          {loader.autoRun ? 'Initializing Strategy Builder...' : 'Loading Strategy Builder...'}
        </p>
      </div>
    );
  }

  const downloadJson = () => {
    const blob = new Blob([exportJson(document, description)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = window.document.createElement('a');
    link.href = url;
    link.download = exportFileName(document.name);
    link.click();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 1000);
  };

  return (
    <TooltipProvider>
      <PageMeta
        title={`${document.name} · Strategy Builder`}
        description="Build, backtest and export a trading strategy."
      />
      {/* overflow-clip, not hidden: a focus or scrollIntoView must not scroll the top bar away. */}
      <div
        className="flex h-dvh flex-col overflow-clip bg-bg text-fg"
        style={{ animation: 'fade-in 600ms ease-out both' }}
      >
        <SkipToCanvas />
        <TopBar
          running={run.status === 'running'}
          alertCount={diagnostics.length}
          hasError={hasError}
          leftOpen={leftOpen}
          rightOpen={rightOpen}
          actions={{
            onRun: () => void run.run(),
            onSave: () => void save(),
            onExport: openDialog('export'),
            onText: openDialog('text'),
            onExportJson: downloadJson,
            onImportJson: () => fileInput.current?.click(),
            onTemplates: openDialog('templates'),
            onNew: () => {
              const { history, savedDocument } = useBuilderStore.getState();
              if (
                history.present !== savedDocument &&
                !window.confirm('Discard the unsaved changes and start a new strategy?')
              )
                return;
              run.reset();
              safeStorage.remove(STORAGE_KEYS.strategyDraft);
              useBuilderStore.getState().load(emptyDocument(), null);
              useBuilderWorkspace.getState().patch({
                description: '',
                savedResults: null,
                lastRun: null,
                pythonCode: null,
                lastError: null,
              });
              void navigate('/builder', { replace: true });
            },
            onAlerts: openDialog('alerts'),
            onTraceback: openDialog('traceback'),
            onToggleLeft: () => {
              if (!leftOpen && onPhone()) setRightOpen(false);
              setLeftOpen(!leftOpen);
            },
            onToggleRight: () => {
              if (!rightOpen && onPhone()) setLeftOpen(false);
              setRightOpen(!rightOpen);
            },
          }}
        />
        <BuilderDnd>
          <BuilderLayout
            leftOpen={leftOpen}
            rightOpen={rightOpen}
            bottomTab={bottomTab}
            onBottomTab={setBottomTab}
            data={data}
            onSave={() => void save()}
            onLibraryAdd={library.add}
            libraryNotice={library.notice}
          />
        </BuilderDnd>
        <BottomActionBar
          running={run.status === 'running'}
          onRun={() => void run.run()}
          onSave={() => void save()}
          alertCount={diagnostics.length}
          hasError={hasError}
          actions={{
            onExport: openDialog('export'),
            onText: openDialog('text'),
            onShare: openDialog('share'),
            onAlerts: openDialog('alerts'),
            onTraceback: openDialog('traceback'),
          }}
        />
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        aria-label="Import strategy JSON file"
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          void file.text().then((text) => {
            const outcome = importJson(text);
            if (!outcome.ok) {
              toast.error(`Failed to import strategy: ${outcome.detail}`);
              return;
            }
            // An import is one undoable edit: nothing of the open strategy is lost.
            useBuilderStore.getState().edit(() => outcome.document);
            toast.success(`Strategy "${outcome.document.name}" imported`);
          });
        }}
      />
      <RunModal open={run.modalOpen} />
      <ExportDialog
        open={dialog === 'export'}
        onOpenChange={(open) => {
          setDialog(open ? 'export' : null);
        }}
        code={pythonCode}
        onRun={() => void run.run()}
      />
      {dialog === 'text' ? (
        <Suspense fallback={null}>
          <StrategyTextDialog
            open
            onOpenChange={(open) => {
              setDialog(open ? 'text' : null);
            }}
          />
        </Suspense>
      ) : null}
      <AlertsDialog
        open={dialog === 'alerts'}
        onOpenChange={(open) => {
          setDialog(open ? 'alerts' : null);
        }}
        diagnostics={diagnostics}
      />
      <TracebackDialog
        open={dialog === 'traceback'}
        onOpenChange={(open) => {
          setDialog(open ? 'traceback' : null);
        }}
        error={lastError}
        streamErrors={streamErrors}
      />
      <TemplatesDialog
        open={dialog === 'templates'}
        onOpenChange={(open) => {
          setDialog(open ? 'templates' : null);
        }}
        onPick={openTemplate}
      />
      {strategyId !== null ? (
        <ShareReportDialog
          strategyId={strategyId}
          open={dialog === 'share'}
          onOpenChange={(open) => {
            setDialog(open ? 'share' : null);
          }}
        />
      ) : null}
      <LeaveDialog blocker={blocker} />
      <ResearchAutoSave />
    </TooltipProvider>
  );
}
