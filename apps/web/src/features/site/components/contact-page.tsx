import { zodResolver } from '@hookform/resolvers/zod';
import { ContactBodySchema, type ContactBody } from '@stratblocks/contracts';
import { CheckCircle2, Mail } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api';
import { Alert, Button, cn, FieldShell, inputClasses, PageMeta, TextField } from '../../../ui';
import { useSendContactMessage } from '../mutations';
import { PageIntro } from './page-intro';

/** docs/product.md#business-constants-and-limits: success messages show for 3 s. */
export const SENT_MESSAGE_MS = 3000;
const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' };

/** Write to the StratBlocks team: every field required, stored by the server. */
export function ContactPage() {
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const messageId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactBody>({ resolver: zodResolver(ContactBodySchema), defaultValues: EMPTY });

  useEffect(() => {
    if (!sent) return;
    // The confirmation shows for 3 s, then the form clears for a next message.
    const timer = setTimeout(() => {
      setSent(false);
      reset(EMPTY);
    }, SENT_MESSAGE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [sent, reset]);

  const onSubmit = handleSubmit(async (values) => {
    await send.mutateAsync(values).then(
      () => {
        setSent(true);
      },
      () => undefined,
    );
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-20 sm:px-6">
      <PageMeta
        title="Contact"
        description="Write to the StratBlocks team: questions, bug reports, ideas for blocks. We reply within 24 hours."
      />
      <PageIntro eyebrow="Contact" title="Talk to us">
        Questions, a bug, an idea for a block? Write to us and we will reply within 24 hours.
      </PageIntro>
      <div className="mt-14 grid gap-10 md:grid-cols-[1fr_1.6fr]">
        <aside className="space-y-4 text-sm text-fg-muted">
          <div className="rounded-xl border border-border bg-surface p-5">
            <Mail className="size-5 text-accent-text" aria-hidden />
            <h2 className="mt-3 font-semibold text-fg">Email</h2>
            <p className="mt-1">
              <a className="text-accent-text underline" href="mailto:support@stratblocks.com">
                support@stratblocks.com
              </a>
            </p>
            <p className="mt-3">
              Please do not send passwords. For questions about your data, write to{' '}
              <a className="text-accent-text underline" href="mailto:privacy@stratblocks.com">
                privacy@stratblocks.com
              </a>
              .
            </p>
          </div>
        </aside>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="space-y-4"
          aria-label="Contact form"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Name"
              autoComplete="name"
              required
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
          </div>
          <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
          <FieldShell id={messageId} label="Message" error={errors.message?.message}>
            <textarea
              id={messageId}
              rows={6}
              required
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${messageId}-error` : undefined}
              className={cn(inputClasses, 'h-auto min-h-36 py-2')}
              {...register('message')}
            />
          </FieldShell>
          {send.isError ? (
            <Alert tone="error">{errorMessage(send.error, 'Your message could not be sent.')}</Alert>
          ) : null}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" loading={isSubmitting}>
              Send Message
            </Button>
            {sent ? (
              <p role="status" className="flex items-center gap-2 text-sm font-medium text-fg">
                <CheckCircle2 className="size-4 text-accent-text" aria-hidden /> Message Sent!
              </p>
            ) : null}
          </div>
        </form>
      </div>
    </div>
  );
}
