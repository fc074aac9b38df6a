import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from './clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends email. SMTP when configured; otherwise the outbox, so a local user can still sign up. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The part of a pino logger the outbox writes to. */
export interface MailLog {
  info(object: object, message: string): void;
}

/** Sends through the SMTP server of SMTP_URL (nodemailer reads options from its query, e.g. ?ignoreTLS=true). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * With no SMTP: writes each message as an .eml file to DATA_DIR/outbox and its text to the log.
 * The log line holds the recipient, subject and body (a code, never a password or token).
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    readonly directory: string,
    private readonly from: string,
    private readonly log: MailLog,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.composer.sendMail({ from: this.from, ...message });
    const raw = info.message;
    if (!Buffer.isBuffer(raw)) throw new Error('The outbox composer did not return a buffer');
    await mkdir(this.directory, { recursive: true });
    const file = this.write(raw, message.to);
    this.log.info(
      { mail: { to: message.to, subject: message.subject, text: message.text, file } },
      'email written to the outbox (SMTP_URL is not set)',
    );
  }

  close(): void {
    this.composer.close();
  }

  /** `<timestamp>-<to>.eml`, with a suffix when two messages share the millisecond. */
  private write(raw: Buffer, to: string): string {
    const stamp = this.clock.now().toISOString().replace(/[:.]/g, '-');
    const recipient = to.replace(/[^\w.@+-]/g, '_').slice(0, 100);
    for (let attempt = 1; ; attempt += 1) {
      const name = `${stamp}-${recipient}${attempt > 1 ? `-${attempt}` : ''}.eml`;
      const file = join(this.directory, name);
      try {
        writeFileSync(file, raw, { flag: 'wx', mode: 0o600 });
        return file;
      } catch (error) {
        const exists = error instanceof Error && 'code' in error && error.code === 'EEXIST';
        if (!exists || attempt >= 100) throw error;
      }
    }
  }
}

/** SMTP when SMTP_URL is set, else the outbox under DATA_DIR. */
export function createMailer(
  config: { smtpUrl: string | null; mailFrom: string; dataDir: string },
  log: MailLog,
  clock: Clock,
): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log, clock);
}
