import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to all its addresses (node:dns's lookup; tests give their own). */
export type HostLookup = (hostname: string) => Promise<LookupAddress[]>;

export const systemLookup: HostLookup = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses);
    });
  });

const RANGE_WORDS: Record<string, string> = {
  private: 'a private address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a private (unique local) address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  carrierGradeNat: 'a carrier-grade NAT address',
  reserved: 'a reserved address',
  ipv4Mapped: 'an IPv4-mapped address',
};

/**
 * The IPv4 address an IPv6 address carries, and the form that carries it, for every form a
 * translator, tunnel or the kernel may turn into a connection to that IPv4 address: IPv4-compatible
 * (::a.b.c.d), IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64
 * (64:ff9b::/96 and the local-use 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo (2001::/32, whose
 * client address is stored inverted). Null when the address carries none.
 */
export function embeddedIPv4(address: ipaddr.IPv6): { form: string; ipv4: ipaddr.IPv4 } | null {
  const words = address.parts;
  const bytes = address.toByteArray();
  const ipv4From = (at: number) =>
    new ipaddr.IPv4([bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0]);
  const zeroWords = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  if (zeroWords(0, 6)) {
    // :: and ::1 are the unspecified and loopback addresses, refused by their own range.
    if (zeroWords(6, 7) && (words[7] ?? 0) <= 1) return null;
    return { form: 'an IPv4-compatible address', ipv4: ipv4From(12) };
  }
  if (zeroWords(0, 5) && words[5] === 0xffff) return { form: 'an IPv4-mapped address', ipv4: ipv4From(12) };
  if (zeroWords(0, 4) && words[4] === 0xffff && words[5] === 0)
    return { form: 'an IPv4-translated address', ipv4: ipv4From(12) };
  if (words[0] === 0x64 && words[1] === 0xff9b && (zeroWords(2, 6) || words[2] === 1))
    return { form: 'a NAT64 address', ipv4: ipv4From(12) };
  if (words[0] === 0x2002) return { form: 'a 6to4 address', ipv4: ipv4From(2) };
  if (words[0] === 0x2001 && words[1] === 0) {
    const inverted = ipv4From(12)
      .toByteArray()
      .map((byte) => byte ^ 0xff);
    return { form: 'a Teredo address', ipv4: new ipaddr.IPv4(inverted) };
  }
  return null;
}

/**
 * An IPv6 address in WHATWG URL's hexadecimal form: ipaddr.js reads the dotted tail of `::a.b.c.d`
 * as IPv4-mapped (`::ffff:a.b.c.d`), which would misname the form. Other text is returned as is.
 */
function canonicalIPv6(address: string): string {
  if (isIP(address) !== 6) return address;
  try {
    return new URL(`http://[${address}]/`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return address;
  }
}

/**
 * Why an address may not be called, or null when it is a public (unicast) one: private, loopback,
 * link-local and every other special range are refused, as request-filtering-agent refuses them
 * when it connects. An IPv6 address that carries an IPv4 address (docs/watches.md, "Where alerts go") is
 * refused naming that IPv4 address when it is not public, and for its form otherwise: the
 * IPv4-compatible form is unicast to ipaddr.js, so the sender's connect-time check refuses ::/96 too.
 */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'an address that cannot be read';
  const parsed = ipaddr.parse(canonicalIPv6(address));
  if (parsed.kind() === 'ipv6') {
    const embedded = embeddedIPv4(parsed as ipaddr.IPv6);
    if (embedded) {
      const inner = refusedRange(embedded.ipv4.toString());
      if (inner) return `${embedded.form} carrying ${embedded.ipv4.toString()}, ${inner}`;
      return embedded.form;
    }
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  return RANGE_WORDS[range] ?? `a ${range} address`;
}

/** A webhook address checked: https, and every address its host resolves to is public. */
export type AddressCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * Checks a webhook address before it is saved: an https URL without credentials whose host
 * resolves only to public addresses. The same rule holds again at every delivery, when the
 * connection is made (the name may resolve elsewhere by then).
 */
export async function checkWebhookAddress(text: string, lookup: HostLookup): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'The webhook address is not a valid URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'The webhook address must start with https://' };
  if (url.username || url.password)
    return { ok: false, reason: 'The webhook address may not hold a user name or password' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = (await lookup(host)).map((entry) => entry.address);
    } catch {
      return { ok: false, reason: `The webhook host ${host} cannot be found` };
    }
  }
  for (const address of addresses) {
    const refused = refusedRange(address);
    if (!refused) continue;
    const what =
      host === address
        ? `The webhook address ${address} is ${refused}`
        : `The webhook host ${host} resolves to ${address}, ${refused}`;
    return { ok: false, reason: `${what}: only public addresses can receive webhooks` };
  }
  return { ok: true, url };
}
