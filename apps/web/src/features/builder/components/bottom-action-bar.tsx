import { Loader2, Play, Save } from 'lucide-react';
import { Button } from '../../../ui';
import { useBuilderWorkspace } from '../workspace-store';
import { BOTTOM_RUN_BUTTON_ID } from './focus-targets';
import { MoreActionsMenu, type MoreActions } from './more-actions-menu';

/**
 * The phone's action bar, under the workspace at the bottom of the screen (below 768 px; the top
 * bar holds these actions on wider screens): Run Backtest and Save within a thumb's reach, the
 * rest under More actions. Toasts rise above it (`data-bottom-action-bar`, src/styles.css).
 */
export function BottomActionBar({
  running,
  onRun,
  onSave,
  actions,
  alertCount,
  hasError,
}: {
  running: boolean;
  onRun: () => void;
  onSave: () => void;
  actions: MoreActions;
  alertCount: number;
  hasError: boolean;
}) {
  const saving = useBuilderWorkspace((state) => state.saveStatus === 'saving');
  return (
    <div
      role="group"
      aria-label="Strategy actions"
      data-bottom-action-bar
      className="flex shrink-0 items-center gap-2 border-t border-border bg-surface px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:hidden"
    >
      <Button id={BOTTOM_RUN_BUTTON_ID} className="h-10 min-w-0 flex-1" onClick={onRun}>
        {running ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Play className="size-4" aria-hidden />
        )}
        Run Backtest
      </Button>
      {/* aria-disabled, not disabled, while saving: a disabled button drops keyboard focus to the page. */}
      <Button
        variant="outline"
        className="h-10 min-w-0 flex-1"
        aria-disabled={saving || undefined}
        onClick={() => {
          if (!saving) onSave();
        }}
      >
        <Save className="size-4" aria-hidden />
        Save
      </Button>
      <MoreActionsMenu actions={actions} alertCount={alertCount} hasError={hasError} />
    </div>
  );
}
