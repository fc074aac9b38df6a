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
 * Watch: alerts after each daily close when the strategy enters or exits, and a forward test from
 * today. Once watched, the button leads to the Watching page.
 */
export function WatchButton({ strategyId, size = 'md' }: WatchButtonProps) {
  const { watch, isPending } = useStrategyWatch(strategyId);
  const create = useCreateWatch();
  if (watch) {
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
    <Button
      variant="outline"
      size={size}
      loading={create.isPending}
      disabled={isPending}
      onClick={() => {
        create.mutate(strategyId, {
          onSuccess: (created) =>
            toast.success(`Watching "${created.strategy_name}": alerts after each daily close`),
          onError: (error) => toast.error(errorMessage(error, 'Failed to watch the strategy')),
        });
      }}
    >
      {create.isPending ? null : <EyeOff className="size-4" aria-hidden />}
      Watch
    </Button>
  );
}
