/**
 * The client's address for the form host's rate limit. X-Forwarded-For is written by whoever sends
 * the request, so only the hops added by proxies we trust (TRUSTED_PROXIES) are believed: walking
 * from the socket's peer leftwards through the header, the client is the first address that is not
 * a trusted proxy. With no trusted proxy (the default) it is the socket's peer, whatever the header says.
 */
import { BlockList, isIP } from 'node:net';

/**
 * The socket's peer address, which the site's server writes on every request it accepts
 * (site/lib/request-start.ts), replacing any value a client sent.
 */
export const PEER_ADDRESS_HEADER = 'x-site-peer-address';

/** An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d. */
const plain = (address: string): string => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
const family = (address: string): 'ipv4' | 'ipv6' | null => (({ 4: 'ipv4', 6: 'ipv6' }) as const)[isIP(address) as 4 | 6] ?? null;

/** The checked TRUSTED_PROXIES entries (schema/env.ts): addresses, CIDR ranges, `loopback`. */
export const trustedProxies = (entries: readonly string[]): BlockList => {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const type = family(address);
    if (!type) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
};

const isTrusted = (trusted: BlockList, address: string): boolean => {
  const type = family(address);
  return type !== null && trusted.check(address, type);
};

/** The client address of a request whose socket peer is `peer` and whose X-Forwarded-For is `forwardedFor`. */
export const clientAddress = (peer: string | null | undefined, forwardedFor: string | null, trusted: BlockList): string => {
  let client = plain(peer ?? '') || 'unknown';
  const hops = (forwardedFor ?? '').split(',').map(plain).filter(Boolean);
  while (isTrusted(trusted, client) && hops.length > 0) client = hops.pop() ?? client;
  return client;
};

/** Reads a request's client address with the given trusted proxies. */
export const addressReader =
  (trusted: BlockList) =>
  (headers: Headers): string =>
    clientAddress(headers.get(PEER_ADDRESS_HEADER), headers.get('x-forwarded-for'), trusted);
