import {
  AlertTriangle,
  Code2,
  Eye,
  EyeOff,
  Moon,
  MoreHorizontal,
  ScrollText,
  Type,
  Share2,
  Sun,
} from 'lucide-react';
import { Link } from 'react-router';
import { useThemeStore } from '../../../lib/theme';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../ui';
import { useWatchStrategy } from '../../watches';
import { useBuilderStore } from '../store';

export interface MoreActions {
  onExport: () => void;
  onText: () => void;
  onShare: () => void;
  onAlerts: () => void;
  onTraceback: () => void;
}

/**
 * "More actions" of the phone's bottom bar: what the top bar holds beside Run and Save, which
 * does not fit a phone's width (docs/builder.md, "On a phone").
 */
export function MoreActionsMenu({
  actions,
  alertCount,
  hasError,
}: {
  actions: MoreActions;
  alertCount: number;
  hasError: boolean;
}) {
  const strategyId = useBuilderStore((state) => state.strategyId);
  const resolved = useThemeStore((state) => state.resolved);
  const setPreference = useThemeStore((state) => state.setPreference);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="More actions"
        className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-border-strong text-fg hover:bg-surface-2"
      >
        <MoreHorizontal className="size-5" aria-hidden />
        {alertCount > 0 || hasError ? (
          // A dot, not a count: the menu's View Alerts item says how many.
          <span aria-hidden className="absolute top-1 right-1 size-2 rounded-full bg-warning" />
        ) : null}
      </DropdownMenuTrigger>
      {/* Above the toasts too: a toast from Save must not hide the menu opened after it. */}
      <DropdownMenuContent align="end" side="top" className="z-[1000000000] min-w-56">
        <DropdownMenuItem onSelect={actions.onExport}>
          <Code2 aria-hidden /> Export
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={actions.onText}>
          <Type aria-hidden /> Strategy as text
        </DropdownMenuItem>
        {strategyId === null ? (
          <>
            <DropdownMenuItem disabled>
              <EyeOff aria-hidden /> Watch
            </DropdownMenuItem>
            <DropdownMenuItem disabled>
              <Share2 aria-hidden /> Share
            </DropdownMenuItem>
            <DropdownMenuLabel>Save the strategy to watch or share it</DropdownMenuLabel>
          </>
        ) : (
          <>
            <WatchItem strategyId={strategyId} />
            <DropdownMenuItem onSelect={actions.onShare}>
              <Share2 aria-hidden /> Share
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={actions.onAlerts}>
          <AlertTriangle aria-hidden /> {`View Alerts (${alertCount})`}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={actions.onTraceback}>
          <ScrollText className={hasError ? 'text-warning' : undefined} aria-hidden /> View Traceback
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            setPreference(resolved === 'dark' ? 'light' : 'dark');
          }}
        >
          {resolved === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
          {resolved === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Watch, or once watched a link to the Watching page, as the top bar's Watch button does. */
function WatchItem({ strategyId }: { strategyId: number }) {
  const { watching, loading, starting, watch } = useWatchStrategy(strategyId);
  if (watching) {
    return (
      <DropdownMenuItem asChild>
        <Link to="/watching" aria-label="Watching: open the Watching page">
          <Eye aria-hidden /> Watching
        </Link>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem disabled={loading || starting} onSelect={watch}>
      <EyeOff aria-hidden /> {starting ? 'Watching...' : 'Watch'}
    </DropdownMenuItem>
  );
}
