import { Copy, Link2, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { Alert, Button, Dialog, DialogContent, DialogTrigger, Skeleton, TextField, toast } from '../../../ui';
import { useCreateShare, useRevokeShare } from '../mutations';
import { RESEARCH_FALLBACKS, useShareStatus } from '../queries';

export interface ShareReportButtonProps {
  /** A saved strategy of the signed-in user. */
  strategyId: number;
  /** The button's look (default outline). */
  variant?: 'primary' | 'outline';
  /** The button's size (default md; sm in toolbars). */
  size?: 'sm' | 'md';
}

/**
 * Share: a dialog where the owner creates a read-only public link to the strategy's report, copies
 * it, or revokes it. Nothing is public until the owner clicks "Create link".
 */
export function ShareReportButton({ strategyId, variant = 'outline', size = 'md' }: ShareReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size}>
          <Share2 className="size-4" aria-hidden />
          Share
        </Button>
      </DialogTrigger>
      <ShareReportContent strategyId={strategyId} open={open} />
    </Dialog>
  );
}

/** The Share dialog opened from elsewhere than its button (the builder's phone menu). */
export function ShareReportDialog({
  strategyId,
  open,
  onOpenChange,
}: {
  strategyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <ShareReportContent strategyId={strategyId} open={open} />
    </Dialog>
  );
}

function ShareReportContent({ strategyId, open }: { strategyId: number; open: boolean }) {
  return (
    <DialogContent
      title="Share a read-only report"
      description="Anyone with the link sees the strategy's rules, settings, results and robustness checks. Nothing of your account is shown."
    >
      {open ? <ShareDialogBody strategyId={strategyId} /> : null}
    </DialogContent>
  );
}

function ShareDialogBody({ strategyId }: { strategyId: number }) {
  const status = useShareStatus(strategyId);
  const create = useCreateShare(strategyId);
  const revoke = useRevokeShare(strategyId);
  if (status.isPending) return <Skeleton className="h-20 w-full" />;
  if (status.isError)
    return <Alert tone="error">{errorMessage(status.error, RESEARCH_FALLBACKS.shareStatus)}</Alert>;
  const share = status.data.share;
  const url = share ? `${window.location.origin}${share.path}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Copy failed: select the link and copy it');
    }
  };
  if (!share) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-fg-muted">This strategy is private. Create a link to share its report.</p>
        {create.isError ? (
          <Alert tone="error">{errorMessage(create.error, RESEARCH_FALLBACKS.share)}</Alert>
        ) : null}
        <Button
          loading={create.isPending}
          onClick={() => {
            create.mutate(undefined, { onSuccess: () => toast.success('Link created') });
          }}
        >
          <Link2 className="size-4" aria-hidden />
          Create link
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <TextField
        label="Public link"
        value={url}
        readOnly
        onFocus={(event) => {
          event.currentTarget.select();
        }}
      />
      <p className="text-xs text-fg-muted">{`Shared since ${formatDate(share.created_at)}. Revoking makes the link answer "not found".`}</p>
      {revoke.isError ? (
        <Alert tone="error">{errorMessage(revoke.error, RESEARCH_FALLBACKS.revoke)}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden />
          Copy link
        </Button>
        <a
          href={share.path}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center text-sm font-medium text-accent-text underline-offset-4 hover:underline"
        >
          Open report
        </a>
        <Button
          variant="outline"
          className="ml-auto"
          loading={revoke.isPending}
          onClick={() => {
            revoke.mutate(undefined, { onSuccess: () => toast.success('Link revoked') });
          }}
        >
          <Trash2 className="size-4" aria-hidden />
          Revoke link
        </Button>
      </div>
    </div>
  );
}
