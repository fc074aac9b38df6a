import type { Blocker } from 'react-router';
import { Button, Dialog, DialogContent } from '../../../ui';

/** Asks before leaving the builder with unsaved changes. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    >
      <DialogContent
        title="Leave with unsaved changes?"
        description="Your changes are kept as a local draft for 7 days, but they are not saved to your account."
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => blocker.reset?.()}>
              Stay
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed?.()}>
              Leave
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
