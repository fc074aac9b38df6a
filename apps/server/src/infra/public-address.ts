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
 * Why an address may not be called, or null when it is a public (unicast) one: private, loopback,
 * link-local and every other special range are refused, as request-filtering-agent refuses them
 * when it connects.
 */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'an address that cannot be read';
  const range = ipaddr.parse(address).range();
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
