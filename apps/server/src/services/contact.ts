import type { ContactBody, ContactResponse } from '@stratblocks/contracts';
import type { ContactMessageRepository } from '../db/contact-messages';
import type { Clock } from '../infra/clock';
import type { Mailer } from '../infra/mail';
import { RATE_LIMITS, type RateLimiter } from '../infra/rate-limit';
import { contactEmail } from './emails';
import type { ServiceLog } from '../infra/log';

export interface ContactServiceDeps {
  messages: ContactMessageRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: Clock;
  /** Where messages are mailed; null to only store them. */
  supportEmail: string | null;
  log: ServiceLog;
}

/** The contact form: every message is stored, and mailed to support when SMTP is set up. */
export class ContactService {
  constructor(private readonly deps: ContactServiceDeps) {}

  async submit(body: ContactBody, ip: string): Promise<ContactResponse> {
    const { messages, mailer, limiter, clock, supportEmail, log } = this.deps;
    await limiter.consume([[RATE_LIMITS.contactPerIp, ip]]);
    const id = await messages.create({ ...body, createdAt: clock.now().toISOString() });
    if (supportEmail && mailer.kind === 'smtp') {
      // The message is stored either way; a mail failure is for the operator, not the visitor.
      await mailer.send(contactEmail(supportEmail, body, id)).catch((error: unknown) => {
        log.error({ err: error, contactMessageId: id }, 'contact message could not be mailed');
      });
    }
    return { id, detail: 'Message sent! We will reply within 24 hours.' };
  }
}
