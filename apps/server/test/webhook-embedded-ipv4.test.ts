import { describe, expect, it } from 'vitest';
import { checkWebhookAddress, refusedRange } from '../src/infra/public-address';
import { FilteringWebhookSender } from '../src/infra/webhook-sender';

/** Every name resolves to a public address, so only the literal address decides. */
const publicLookup = () => Promise.resolve([{ address: '93.184.215.14', family: 4 }]);

describe('webhook addresses that carry an IPv4 address inside IPv6', () => {
  it.each([
    // IPv4-compatible (::a.b.c.d): unicast to ipaddr.js, the form the probe got through.
    ['https://[::127.0.0.1]/hook', '127.0.0.1, a loopback address'],
    ['https://[::10.1.2.3]/hook', '10.1.2.3, a private address'],
    ['https://[::169.254.169.254]/hook', '169.254.169.254, a link-local address'],
    ['https://[::7f00:1]/hook', '127.0.0.1, a loopback address'],
    // IPv4-mapped and IPv4-translated.
    ['https://[::ffff:127.0.0.1]/hook', 'IPv4-mapped address carrying 127.0.0.1'],
    ['https://[::ffff:0:192.168.0.1]/hook', 'IPv4-translated address carrying 192.168.0.1'],
    // NAT64, well-known and local-use prefixes.
    ['https://[64:ff9b::10.0.0.1]/hook', 'NAT64 address carrying 10.0.0.1, a private address'],
    ['https://[64:ff9b:1::a9fe:a9fe]/hook', 'NAT64 address carrying 169.254.169.254'],
    // 6to4: the IPv4 address is in bits 16 to 48 (7f00:0001 is 127.0.0.1).
    ['https://[2002:7f00:1::1]/hook', '6to4 address carrying 127.0.0.1, a loopback address'],
    // Teredo: the client's address is the last 32 bits inverted (f5ff:fffe is 10.0.0.1).
    ['https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/hook', 'Teredo address carrying 10.0.0.1'],
  ])('refuses %s naming the IPv4 address inside', async (url, reason) => {
    const check = await checkWebhookAddress(url, publicLookup);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.reason).toContain(reason);
      expect(check.reason).toContain('only public addresses can receive webhooks');
    }
  });

  it('refuses a name that resolves to an IPv4-compatible address', async () => {
    const check = await checkWebhookAddress('https://inside.example.com/hook', () =>
      Promise.resolve([{ address: '::127.0.0.1', family: 6 }]),
    );
    expect(check).toEqual({
      ok: false,
      reason: expect.stringContaining(
        'resolves to ::127.0.0.1, an IPv4-compatible address carrying 127.0.0.1',
      ) as string,
    });
  });

  it('still refuses the embedding forms when their IPv4 part is public, and accepts a plain public IPv6', () => {
    expect(refusedRange('::8.8.8.8')).toBe('an IPv4-compatible address');
    expect(refusedRange('2002:808:808::1')).toBe('a 6to4 address');
    expect(refusedRange('::')).toBe('an unspecified address');
    expect(refusedRange('::1')).toBe('a loopback address');
    expect(refusedRange('2606:2800:220:1:248:1893:25c8:1946')).toBeNull();
    expect(refusedRange('93.184.215.14')).toBeNull();
  });

  it('is refused again when the connection is made, for an address saved before this rule', async () => {
    const sender = new FilteringWebhookSender();
    const answer = await sender.post({ url: 'https://[::127.0.0.1]:9/hook', body: '{}', headers: {} });
    expect(answer.status).toBeNull();
    if (answer.status === null) expect(answer.error).toContain('denyIPAddressList');
  });
});
