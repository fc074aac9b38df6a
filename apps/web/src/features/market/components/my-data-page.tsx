import { Database } from 'lucide-react';
import { errorMessage } from '../../../lib/api';
import { formatCount } from '../../../lib/format';
import { Alert, Button, Card, EmptyState, PageHeader, PageMeta, Skeleton } from '../../../ui';
import { UPLOAD_FALLBACKS, useUploads } from '../uploads';
import { formatSize, UploadedSeriesList } from './uploaded-series-list';
import { UploadForm } from './upload-form';

/**
 * /dashboard/data, "My data": upload one's own CSV series, list and delete them. An upload is a
 * symbol only its owner sees, in the builder's ticker search and in runs (docs/market-data.md).
 */
export function MyDataPage() {
  const uploads = useUploads();
  const items = uploads.data?.items ?? [];
  const quota = uploads.data?.quota;
  const used = items.reduce((sum, item) => sum + item.bytes, 0);
  return (
    <>
      <PageMeta title="My data" description="Upload, list and delete your own price series." />
      <PageHeader
        title="My data"
        description="Your own daily or hourly price series from a CSV file: a symbol only you see, in the builder's ticker search and in your runs and watches."
      />
      <div className="space-y-6">
        <Card className="p-4 sm:p-5">
          <h2 className="mb-3 text-base font-semibold text-fg">Upload a CSV series</h2>
          <UploadForm />
        </Card>
        <section aria-labelledby="my-series-heading" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="my-series-heading" className="text-base font-semibold text-fg">
              Your series
            </h2>
            {quota ? (
              <p className="text-xs text-fg-muted">
                {formatCount(items.length)} of {formatCount(quota.uploads)} series · {formatSize(used)} of{' '}
                {formatSize(quota.bytes)}
              </p>
            ) : null}
          </div>
          {uploads.isPending ? (
            <Skeleton className="h-24 w-full rounded-xl" />
          ) : uploads.isError ? (
            <Alert
              tone="error"
              action={
                <Button size="sm" variant="outline" onClick={() => void uploads.refetch()}>
                  Try again
                </Button>
              }
            >
              {errorMessage(uploads.error, UPLOAD_FALLBACKS.list)}
            </Alert>
          ) : items.length === 0 ? (
            <EmptyState
              icon={<Database aria-hidden />}
              title="No series yet"
              description="Upload a CSV with a header row naming date, open, high, low and close (volume optional), one row per day, oldest first."
            />
          ) : (
            <UploadedSeriesList items={items} />
          )}
        </section>
      </div>
    </>
  );
}
