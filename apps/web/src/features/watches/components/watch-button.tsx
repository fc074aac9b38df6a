import { Eye, EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { Button, buttonClasses, toast } from '../../../ui';
import { useCreateWatch } from '../mutations';
import { useStrategyWatch } from '../queries';

export interface WatchButtonProps {
  /** A saved strategy of the signed-in user. */
  strategyId: number;
  size?: 'sm' | 'md';
}

/**
 * Whether a saved strategy is watched, and `watch()` to start watching it (with the toast that
 * says so). The Watch button and the builder's phone menu share it.
 */
export function useWatchStrategy(strategyId: number) {
  const { watch, isPending } = useStrategyWatch(strategyId);
  const create = useCreateWatch();
  return {
    watching: watch !== null,
    /** The watches are still loading: whether it is watched is not known yet. */
    loading: isPending,
    starting: create.isPending,
    watch: () => {
      create.mutate(strategyId, {
        onSuccess: (created) =>
          toast.success(`Watching "${created.strategy_name}": alerts after each daily close`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to watch the strategy')),
      });
    },
  };
}

/**
 * Watch: alerts after each daily close when the strategy enters or exits, and a forward test from
 * today. Once watched, the button leads to the Watching page.
 */
export function WatchButton({ strategyId, size = 'md' }: WatchButtonProps) {
  const { watching, loading, starting, watch } = useWatchStrategy(strategyId);
  if (watching) {
    return (
      <Link
        to="/watching"
        className={buttonClasses('outline', size)}
        aria-label="Watching: open the Watching page"
      >
        <Eye className="size-4" aria-hidden />
        Watching
      </Link>
    );
  }
  return (
    <Button variant="outline" size={size} loading={starting} disabled={loading} onClick={watch}>
      {starting ? null : <EyeOff className="size-4" aria-hidden />}
      Watch
    </Button>
  );
}
