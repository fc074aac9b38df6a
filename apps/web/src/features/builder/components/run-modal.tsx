import { Dialog, DialogContent, Spinner } from '../../../ui';
import { focusRunButton } from './focus-targets';

/** docs/product.md#screens-and-routes: the run modal while the strategy's Python code is generated. */
export function RunModal({ open }: { open: boolean }) {
  return (
    <Dialog open={open}>
      <DialogContent
        title="Generating Python code…"
        description="Preparing your strategy code. This usually takes a few seconds."
        size="sm"
        hideClose
        onCloseAutoFocus={(event) => {
          // Back on Run (the logs and results are one Tab away), whatever had focus when it opened.
          if (focusRunButton()) event.preventDefault();
        }}
      >
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      </DialogContent>
    </Dialog>
  );
}
