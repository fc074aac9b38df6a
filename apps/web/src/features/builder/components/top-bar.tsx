import {
  AlertTriangle,
  Download,
  FileJson,
  FilePlus2,
  LayoutTemplate,
  Loader2,
  Moon,
  PanelLeft,
  PanelRight,
  Play,
  Redo2,
  Save,
  ScrollText,
  Share2,
  Sun,
  Undo2,
  Upload,
} from 'lucide-react';
import { Link } from 'react-router';
import { useThemeStore } from '../../../lib/theme';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
  Tooltip,
} from '../../../ui';
import { ShareReportButton } from '../../research';
import { WatchButton } from '../../watches';
import { useBuilderWorkspace } from '../workspace-store';
import { useBuilderStore } from '../store';
import { RUN_BUTTON_ID } from './focus-targets';
import { StrategyName } from './strategy-name';

export interface TopBarActions {
  onRun: () => void;
  onSave: () => void;
  onExport: () => void;
  /** Opens 'Strategy as text' (docs/builder.md#rules-as-text). */
  onText: () => void;
  onExportJson: () => void;
  onImportJson: () => void;
  onTemplates: () => void;
  onNew: () => void;
  onAlerts: () => void;
  onTraceback: () => void;
  onToggleLeft: () => void;
  onToggleRight: () => void;
}

const STATUS_TEXT = { saving: 'Saving strategy...', saved: 'Saved to cloud' } as const;

/** The builder's top bar (docs/product.md#screens-and-routes). */
export function TopBar({
  actions,
  running,
  alertCount,
  hasError,
  leftOpen,
  rightOpen,
}: {
  actions: TopBarActions;
  running: boolean;
  alertCount: number;
  hasError: boolean;
  leftOpen: boolean;
  rightOpen: boolean;
}) {
  const saveStatus = useBuilderWorkspace((state) => state.saveStatus);
  const saveError = useBuilderWorkspace((state) => state.saveError);
  const canUndo = useBuilderStore((state) => state.history.past.length > 0);
  const canRedo = useBuilderStore((state) => state.history.future.length > 0);
  const undo = useBuilderStore((state) => state.undo);
  const redo = useBuilderStore((state) => state.redo);
  const dirty = useBuilderStore((state) => state.history.present !== state.savedDocument);
  // A run of the saved strategy (the dashboard's Run Backtest) is not saved until Save.
  const unsavedResults = useBuilderWorkspace((state) => state.lastRun !== null && !state.lastRun.saved);
  const resolved = useThemeStore((state) => state.resolved);
  const setPreference = useThemeStore((state) => state.setPreference);
  return (
    <header className="flex h-11 shrink-0 items-center gap-1 overflow-x-auto border-b border-border bg-surface px-2 [&>*]:shrink-0">
      <Tooltip content="Dashboard">
        <Link
          to="/dashboard"
          aria-label="Back to dashboard"
          className="mr-1 inline-flex size-8 items-center justify-center rounded-md hover:bg-surface-2"
        >
          <img src="/favicon.svg" alt="" className="size-6" />
        </Link>
      </Tooltip>
      <IconButton
        size="sm"
        label={leftOpen ? 'Hide block library' : 'Show block library'}
        active={leftOpen}
        icon={<PanelLeft />}
        onClick={actions.onToggleLeft}
      />
      <IconButton
        size="sm"
        label={rightOpen ? 'Hide properties panel' : 'Show properties panel'}
        active={rightOpen}
        icon={<PanelRight />}
        onClick={actions.onToggleRight}
      />
      <div className="mx-2 h-5 w-px bg-border" aria-hidden />
      <StrategyName />
      <span role="status" className="ml-2 hidden min-w-0 truncate text-xs text-fg-muted sm:inline">
        {saveStatus === 'saving' || saveStatus === 'saved' ? (
          STATUS_TEXT[saveStatus]
        ) : saveStatus === 'error' ? (
          <span className="text-warning">Save failed{saveError ? `: ${saveError}` : ''}</span>
        ) : dirty ? (
          'Unsaved changes'
        ) : unsavedResults ? (
          'Results not saved'
        ) : (
          ''
        )}
      </span>
      <div className="ml-auto flex items-center gap-0.5">
        <IconButton size="sm" label="Undo (Ctrl+Z)" icon={<Undo2 />} disabled={!canUndo} onClick={undo} />
        <IconButton
          size="sm"
          label="Redo (Ctrl+Shift+Z)"
          icon={<Redo2 />}
          disabled={!canRedo}
          onClick={redo}
        />
        <DropdownMenu>
          <Tooltip content="Strategy file">
            <DropdownMenuTrigger
              aria-label="Strategy file menu"
              className="inline-flex size-8 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-2 hover:text-fg"
            >
              <FileJson className="size-4" aria-hidden />
            </DropdownMenuTrigger>
          </Tooltip>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={actions.onNew}>
              <FilePlus2 className="size-4" aria-hidden /> New strategy
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={actions.onTemplates}>
              <LayoutTemplate className="size-4" aria-hidden /> New from template
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={actions.onExportJson}>
              <Download className="size-4" aria-hidden /> Export JSON
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={actions.onImportJson}>
              <Upload className="size-4" aria-hidden /> Import JSON
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        {/* Below 768 px these move to the bottom action bar and its More actions menu. */}
        <div className="flex items-center gap-0.5 max-md:hidden">
          <div className="relative">
            <IconButton
              size="sm"
              label={`View Alerts (${alertCount})`}
              icon={<AlertTriangle />}
              onClick={actions.onAlerts}
            />
            {alertCount > 0 ? (
              <span
                aria-hidden
                className="pointer-events-none absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-warning px-1 text-center text-[10px] leading-4 font-semibold text-bg"
              >
                {alertCount}
              </span>
            ) : null}
          </div>
          <IconButton
            size="sm"
            label="View Traceback"
            icon={<ScrollText className={hasError ? 'text-warning' : undefined} />}
            onClick={actions.onTraceback}
          />
          <IconButton
            size="sm"
            label={resolved === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
            icon={resolved === 'dark' ? <Sun /> : <Moon />}
            onClick={() => {
              setPreference(resolved === 'dark' ? 'light' : 'dark');
            }}
          />
          <div className="mx-1 h-5 w-px bg-border" aria-hidden />
          <Button size="sm" variant="ghost" aria-label="Strategy as text" onClick={actions.onText}>
            Text
          </Button>
          <Button size="sm" variant="ghost" onClick={actions.onExport}>
            Export
          </Button>
          <ShareButton />
          {/* aria-disabled, not disabled, while saving: a disabled button drops keyboard focus to the page. */}
          <Button
            size="sm"
            variant="outline"
            aria-disabled={saveStatus === 'saving' || undefined}
            onClick={() => {
              if (saveStatus !== 'saving') actions.onSave();
            }}
          >
            <Save className="size-4" aria-hidden /> Save
          </Button>
          <Button id={RUN_BUTTON_ID} size="sm" onClick={actions.onRun}>
            {running ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Play className="size-4" aria-hidden />
            )}{' '}
            Run
          </Button>
        </div>
      </div>
    </header>
  );
}

/** Once the strategy is saved: Watch, and Share (the report dialog); before, Share says why it cannot. */
function ShareButton() {
  const strategyId = useBuilderStore((state) => state.strategyId);
  if (strategyId !== null) {
    return (
      <>
        <WatchButton strategyId={strategyId} size="sm" />
        <ShareReportButton strategyId={strategyId} size="sm" variant="outline" />
      </>
    );
  }
  return (
    <>
      <Tooltip content="Save the strategy to share it">
        {/* aria-disabled, not disabled: a disabled button gets no hover or focus, so no tooltip. */}
        <Button
          size="sm"
          variant="outline"
          aria-disabled="true"
          aria-describedby="share-needs-save"
          className="cursor-not-allowed opacity-50"
        >
          <Share2 className="size-4" aria-hidden /> Share
        </Button>
      </Tooltip>
      <span id="share-needs-save" className="sr-only">
        Save the strategy to share it
      </span>
    </>
  );
}
