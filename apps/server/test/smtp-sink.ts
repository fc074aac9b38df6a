import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process; every message it receives lands in `inbox`. */
export interface SmtpSink {
  /** SMTP_URL for the app (plain SMTP on loopback, no STARTTLS). */
  url: string;
  inbox: ParsedMail[];
  /** Waits for the next message to `to` that arrived after `after` messages to that address. */
  waitForMail(to: string, after?: number): Promise<ParsedMail>;
  /** How many messages `to` has received so far. */
  count(to: string): number;
  close(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const inbox: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail);
          callback();
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const count = (to: string) => inbox.filter((mail) => recipients(mail).includes(to.toLowerCase())).length;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    inbox,
    count,
    async waitForMail(to, after = 0) {
      for (let waited = 0; waited < 5000; waited += 10) {
        const mine = inbox.filter((mail) => recipients(mail).includes(to.toLowerCase()));
        const mail = mine[after];
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`No email #${after + 1} to ${to} arrived`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The code (4-digit verification or 10-digit reset) in a message's text. */
export function codeFrom(mail: { text?: string | undefined }): string {
  // A 4-digit verification code or a 10-digit reset code.
  const match = /\b(\d{10}|\d{4})\b/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`No code in: ${mail.text ?? '(no text)'}`);
  return match[1];
}
