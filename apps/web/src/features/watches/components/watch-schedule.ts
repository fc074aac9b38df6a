import type { Watch } from '@stratblocks/contracts';
import { formatDateTime } from '../../../lib/format';

/**
 * What a watch's latest bar is and when it is checked next, in words, so that a watch on data
 * that gets no new bars (the bundled dataset, an upload) says why it cannot alert
 * (docs/watches.md, "Trying a watch").
 */
export function watchScheduleLine(watch: Watch): string {
  const newest = watch.last_check?.newest_bar ?? null;
  const next = watch.next_check_at ? `Next check: ${formatDateTime(watch.next_check_at)}` : null;
  if (newest === null) {
    return watch.status === 'paused'
      ? 'Paused: not checked until you resume it.'
      : `Not checked yet.${next ? ` ${next}.` : ''}`;
  }
  const bar = `Latest bar: ${newest}`;
  const then = next ? ` ${next}.` : '';
  switch (watch.data_source) {
    case 'bundled':
      return `${bar} (bundled data ends there); no new bars will arrive, so this watch cannot alert: upload newer bars in My data, or try Send a test alert.${then}`;
    case 'upload':
      return `${bar} (your upload ends there); upload a longer file in My data for newer bars.${then}`;
    case 'yahoo':
      return `${bar} (Yahoo Finance); a new bar arrives after each close.${then}`;
    default:
      return `${bar}.${then}`;
  }
}
