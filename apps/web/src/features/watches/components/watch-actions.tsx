import type { TestAlertAnswer, Watch } from '@stratblocks/contracts';
import { BellRing, RefreshCw } from 'lucide-react';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { countOf } from '../../../lib/plural';
import { Button, toast } from '../../../ui';
import { useCheckWatchNow, useSendTestAlert } from '../mutations';

/** Where a test alert went, in one line: "Sent to the bell and email; webhook: No webhook is set". */
export function testAlertSummary(answer: TestAlertAnswer): string {
  const channels = [
    ['the bell', answer.in_app],
    ['email', answer.email],
    ['webhook', answer.webhook],
  ] as const;
  const sent = channels.filter(([, channel]) => channel.status === 'sent').map(([name]) => name);
  const others = channels
    .filter(([, channel]) => channel.status !== 'sent')
    .map(([name, channel]) => `${name}: ${channel.detail ?? channel.status}`);
  const head = sent.length > 0 ? `Sent to ${sent.join(', ')}` : 'Nothing was sent';
  return [head, ...others].join('. ');
}

/**
 * "Check now" (the watch's check at once) and "Send a test alert" (through every channel of the
 * watch, marked as a test), each answered in a toast (docs/watches.md).
 */
export function WatchActions({ watch }: { watch: Watch }) {
  const check = useCheckWatchNow();
  const test = useSendTestAlert();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        loading={check.isPending}
        disabled={watch.status === 'paused'}
        title={watch.status === 'paused' ? 'Resume the watch to check it' : undefined}
        onClick={() => {
          check.mutate(watch.id, {
            onSuccess: (answer) => {
              const newest = answer.watch.last_check?.newest_bar;
              const bar = newest ? ` through ${formatDate(newest)}` : '';
              if (answer.watch.last_check?.status === 'error') {
                toast.error(`Check failed: ${answer.watch.last_check.message}`);
              } else if (answer.new_alerts.length > 0) {
                toast.success(`Checked${bar}: ${countOf(answer.new_alerts.length, 'new alert')}`);
              } else {
                toast.success(`Checked${bar}: no new signal`);
              }
            },
            onError: (error) => toast.error(errorMessage(error, 'Failed to check the watch')),
          });
        }}
      >
        {check.isPending ? null : <RefreshCw className="size-4" aria-hidden />}
        Check now
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={test.isPending}
        onClick={() => {
          test.mutate(watch.id, {
            onSuccess: (answer) => toast.success(`${answer.title}. ${testAlertSummary(answer)}`),
            onError: (error) => toast.error(errorMessage(error, 'Failed to send a test alert')),
          });
        }}
      >
        {test.isPending ? null : <BellRing className="size-4" aria-hidden />}
        Send a test alert
      </Button>
    </div>
  );
}
