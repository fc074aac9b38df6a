import { Dialog, DialogContent, Spinner } from '../../../ui';

/** Spec section 2: the run modal while the strategy's Python code is generated. */
export function RunModal({ open }: { open: boolean }) {
  return (
    <Dialog open={open}>
      <DialogContent
        title="Generating Python code…"
        description="Preparing your strategy code. This usually takes a few seconds."
        size="sm"
        hideClose
      >
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      </DialogContent>
    </Dialog>
  );
}
