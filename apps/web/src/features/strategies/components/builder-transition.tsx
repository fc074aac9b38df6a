import { Boxes } from 'lucide-react';
import { Spinner } from '../../../ui';

/** The full-screen 'Initializing Strategy Builder...' shown during the 1.2 s transition. */
export function BuilderTransition() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-bg/95 backdrop-blur-sm"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-text">
        <Boxes className="size-7" aria-hidden />
      </div>
      <div className="flex items-center gap-2 text-sm font-medium text-fg">
        <Spinner className="size-4" label="" />
        Initializing Strategy Builder...
      </div>
    </div>
  );
}
