import type { UploadedSeries } from '@stratblocks/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { formatCount, formatDateTime, formatNumber } from '../../../lib/format';
import { Badge, Button, Dialog, DialogClose, DialogContent, toast } from '../../../ui';
import { UPLOAD_FALLBACKS, useDeleteUpload } from '../uploads';

/** Bytes as the quota counts them, in KB below a megabyte. */
export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${formatNumber(bytes / 1024, 1)} KB`
    : `${formatNumber(bytes / 1048576, 1)} MB`;
}

/** "Delete <SYMBOL>", asked once more in a dialog: the bars cannot be brought back. */
function DeleteUpload({ series }: { series: UploadedSeries }) {
  const remove = useDeleteUpload();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Delete ${series.symbol}`}
        onClick={() => {
          setOpen(true);
        }}
      >
        <Trash2 className="size-4" aria-hidden />
        Delete
      </Button>
      <DialogContent
        title={`Delete ${series.symbol}?`}
        description={`Its ${formatCount(series.bars)} bars are removed; strategies that use ${series.symbol} can no longer run until you upload it again.`}
        size="sm"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                remove.mutate(series.symbol, {
                  onSuccess: () => {
                    setOpen(false);
                    toast.success(`Deleted ${series.symbol}`);
                  },
                  onError: (error) => toast.error(errorMessage(error, UPLOAD_FALLBACKS.delete)),
                });
              }}
            >
              Delete {series.symbol}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

/** One's uploaded series: symbol, bars, first and last date, size, and Delete. */
export function UploadedSeriesList({ items }: { items: readonly UploadedSeries[] }) {
  return (
    <ul
      className="divide-y divide-border rounded-xl border border-border bg-surface"
      aria-label="Your series"
    >
      {items.map((series) => (
        <li key={series.symbol} className="flex flex-wrap items-center justify-between gap-3 p-3 sm:p-4">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
              {series.symbol}
              <Badge tone="outline">{series.interval === '1h' ? 'Hourly' : 'Daily'}</Badge>
              <span className="text-sm font-normal break-words text-fg-muted">{series.name}</span>
            </p>
            <p className="text-sm text-fg-muted">
              {formatCount(series.bars)} bars · {series.first} to {series.last} · {formatSize(series.bytes)} ·{' '}
              {series.assetClass}
            </p>
            <p className="text-xs text-fg-subtle">Uploaded {formatDateTime(series.uploadedAt)}</p>
          </div>
          <DeleteUpload series={series} />
        </li>
      ))}
    </ul>
  );
}
