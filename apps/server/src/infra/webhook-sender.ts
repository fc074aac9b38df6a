import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** The largest body a webhook call sends. */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;
/** How much of an answer is read (the rest is dropped): the log keeps its status only. */
const MAX_ANSWER_BYTES = 4 * 1024;
const TIMEOUT_MS = 10_000;
/** IPv6 addresses whose first 96 bits are zero: the deprecated IPv4-compatible form. */
export const IPV4_COMPATIBLE_RANGE = '::/96';

export interface WebhookCall {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** How a call ended: an HTTP status (any), or no answer and why. */
export type WebhookAnswer = { status: number } | { status: null; error: string };

/** Posts a webhook body; tests give one with their own trust and address rules (AppDeps). */
export interface WebhookSender {
  post(call: WebhookCall): Promise<WebhookAnswer>;
}

/**
 * What a test may loosen, and nothing else: the addresses let through despite their range (a
 * local https server) and the certificate authority it trusts. Only createApp's deps carry it;
 * no setting of the server turns it on.
 */
export interface WebhookTestAllowance {
  allowAddresses: string[];
  ca: string;
  lookup?: LookupFunction;
}

/**
 * HTTPS POSTs through request-filtering-agent: every connection is refused when the host's
 * address (resolved at connect time, so a name that now points elsewhere is caught too) is
 * private, loopback, link-local or otherwise not public. No redirects are followed, the body is
 * capped, the answer is read only up to 4 KiB, and a call ends after 10 s.
 */
export class FilteringWebhookSender implements WebhookSender {
  private readonly agent: RequestFilteringHttpsAgent;

  constructor(private readonly allowance: WebhookTestAllowance | null = null) {
    this.agent = new RequestFilteringHttpsAgent({
      allowIPAddressList: allowance?.allowAddresses ?? [],
      // IPv4-compatible addresses (::a.b.c.d) are unicast to the agent's range check, yet reach
      // the IPv4 address they carry: refused as a whole (docs/watches.md, "Where alerts go").
      denyIPAddressList: [IPV4_COMPATIBLE_RANGE],
      keepAlive: false,
      ...(allowance && { ca: allowance.ca }),
    });
  }

  post(call: WebhookCall): Promise<WebhookAnswer> {
    const body = Buffer.from(call.body, 'utf8');
    if (body.length > MAX_WEBHOOK_BODY_BYTES) {
      return Promise.resolve({ status: null, error: `The body is over ${MAX_WEBHOOK_BODY_BYTES} bytes` });
    }
    return new Promise((resolve) => {
      let settled = false;
      const done = (answer: WebhookAnswer) => {
        if (settled) return;
        settled = true;
        resolve(answer);
      };
      let url: URL;
      try {
        url = new URL(call.url);
      } catch {
        done({ status: null, error: 'Not a valid URL' });
        return;
      }
      if (url.protocol !== 'https:') {
        done({ status: null, error: 'Only https addresses receive webhooks' });
        return;
      }
      const outgoing = request(
        url,
        {
          method: 'POST',
          agent: this.agent,
          timeout: TIMEOUT_MS,
          headers: {
            ...call.headers,
            'content-type': 'application/json',
            'content-length': String(body.length),
          },
          ...(this.allowance?.lookup && { lookup: this.allowance.lookup }),
        },
        (answer) => {
          let read = 0;
          answer.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) answer.destroy();
          });
          answer.on('close', () => {
            done({ status: answer.statusCode ?? 0 });
          });
          answer.on('error', () => {
            done({ status: answer.statusCode ?? 0 });
          });
        },
      );
      outgoing.on('timeout', () => {
        outgoing.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`));
      });
      outgoing.on('error', (error) => {
        done({ status: null, error: error.message });
      });
      outgoing.end(body);
    });
  }
}
