import { expect } from '@playwright/test';
import type { SinkMessage } from './mail-sink';
import { MAIL_URL } from './ports';

/** The messages the app mailed to `to`, oldest first. */
export async function mailTo(to: string): Promise<SinkMessage[]> {
  const response = await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as SinkMessage[];
}

/** Waits for message number `index` (0-based) to `to` and returns it. */
export async function waitForMail(to: string, index = 0): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(to))[index];
        return found !== undefined;
      },
      { message: `email #${index + 1} to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No email #${index + 1} to ${to}`);
  return found;
}

/** The code in a message: 4 digits to verify an email, 10 to reset a password. */
export function codeIn(message: SinkMessage): string {
  const match = /\b(\d{10}|\d{4})\b/.exec(message.text);
  if (!match?.[1]) throw new Error(`No code in the email "${message.subject}": ${message.text}`);
  return match[1];
}
