import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { Alert, Badge, Button, Card, Skeleton, TextField, toast } from '../../../ui';
import { useDeleteWebhook, useSaveWebhook } from '../mutations';
import { useWebhook } from '../queries';

const STATUS_TONE = { sent: 'gain', failed: 'loss', pending: 'warning', sending: 'neutral' } as const;

/** The account's webhook: an https address, its signing secret (shown once) and the delivery log. */
export function WebhookSettings() {
  const webhook = useWebhook();
  const save = useSaveWebhook();
  const remove = useDeleteWebhook();
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const current = webhook.data?.webhook ?? null;
  const submit = (rotate: boolean) => {
    save.mutate(
      { url: url.trim() || current?.url || '', ...(rotate && { rotate_secret: true }) },
      {
        onSuccess: (saved) => {
          setSecret(saved.secret);
          setUrl('');
          toast.success('Webhook saved');
        },
      },
    );
  };
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div>
        <h2 className="text-base font-semibold text-fg">Webhook</h2>
        <p className="text-sm text-fg-muted">
          Each alert is also posted as JSON to this https address, signed with HMAC-SHA256 in the
          X-StratBlocks-Signature header. Private, loopback and link-local addresses are refused.
        </p>
      </div>
      {webhook.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : webhook.isError ? (
        <Alert tone="error">{errorMessage(webhook.error, 'Failed to load the webhook')}</Alert>
      ) : (
        <>
          {current ? (
            <p className="text-sm break-all text-fg">
              Sending to <span className="font-medium">{current.url}</span> · secret ending in{' '}
              <code>{current.secret_hint}</code>
            </p>
          ) : (
            <p className="text-sm text-fg-muted">No webhook: alerts go to the bell and by email.</p>
          )}
          <form
            className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              submit(false);
            }}
          >
            <div className="min-w-0 sm:flex-1">
              <TextField
                label="Webhook URL"
                placeholder="https://example.com/stratblocks"
                value={url}
                onChange={(event) => {
                  setUrl(event.target.value);
                }}
              />
            </div>
            <Button type="submit" loading={save.isPending} disabled={!url.trim()}>
              Save webhook
            </Button>
            {current ? (
              <>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    submit(true);
                  }}
                >
                  New secret
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    remove.mutate();
                  }}
                  loading={remove.isPending}
                >
                  Remove
                </Button>
              </>
            ) : null}
          </form>
          {save.isError ? (
            <Alert tone="error">{errorMessage(save.error, 'Failed to save the webhook')}</Alert>
          ) : null}
          {secret ? (
            <Alert tone="warning">
              Signing secret (shown once, copy it now): <code className="break-all">{secret}</code>
            </Alert>
          ) : null}
          {webhook.data.deliveries.length > 0 ? (
            <div>
              <h3 className="mb-1 text-sm font-medium text-fg">Delivery log</h3>
              <ul className="divide-y divide-border text-sm">
                {webhook.data.deliveries.map((delivery) => (
                  <li key={delivery.id} className="flex flex-wrap items-center gap-2 py-1.5">
                    <Badge tone={STATUS_TONE[delivery.status]}>{delivery.status}</Badge>
                    <span className="text-fg-muted">{formatDateTime(delivery.created_at)}</span>
                    <span className="text-fg-muted">
                      {delivery.attempts} attempt{delivery.attempts === 1 ? '' : 's'}
                      {delivery.response_status !== null ? ` · HTTP ${delivery.response_status}` : ''}
                    </span>
                    {delivery.error ? (
                      <span className="basis-full text-xs break-words text-loss">{delivery.error}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
