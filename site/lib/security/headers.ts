/**
 * The request-dependent part of the security headers (spec 4.6, 2.13): the Content-Security-Policy's
 * framing, which the proxy writes on every response but a cached page's (site/proxy.ts), and whether
 * the visitor came over https, which decides `Secure` where each cookie is made. The fixed headers
 * are next.config's (site/cache/security-policy.mjs).
 */
import type { BlockList } from 'node:net';
import { PEER_ADDRESS_HEADER, trustedProxies } from '../../../services/forms/client-address';
import { serverEnv } from '../env';
import { contentSecurityPolicy, type Framing } from './policy';

export type RequestFacts = {
  forwardedProto: string | null | undefined;
  /** The socket's peer address (site/lib/request-start.ts). */
  peer: string | null | undefined;
};

const family = (address: string): 'ipv4' | 'ipv6' => (address.includes(':') ? 'ipv6' : 'ipv4');
const plain = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Over https: a trusted proxy's X-Forwarded-Proto (its first hop, the client's). */
export const isHttps = (facts: RequestFacts, trusted: BlockList): boolean => {
  const peer = plain(facts.peer ?? '');
  if (!peer || !trusted.check(peer, family(peer))) return false;
  return facts.forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
};

let trusted: BlockList | undefined;

/** Whether a request reached the site over https; a cookie made for it carries `Secure` then. */
export const requestIsHttps = (headers: Headers): boolean =>
  isHttps({ forwardedProto: headers.get('x-forwarded-proto'), peer: headers.get(PEER_ADDRESS_HEADER) }, (trusted ??= trustedProxies(serverEnv().TRUSTED_PROXIES)));

/** Spec 4.6, 2.13: preview pages are framed by the CMS, the form host by the site, nothing else by anyone. */
export const framingOf = (url: Pick<URL, 'pathname' | 'searchParams'>): Framing => {
  if (url.searchParams.get('preview') === 'true') return 'cms';
  return url.pathname.startsWith('/forms/') ? 'self' : 'none';
};

const policies = new Map<Framing, string>();

/** The policy of a response whose inline scripts are not known (one per framing, built once). */
export const fallbackPolicy = (framing: Framing): string => {
  const known = policies.get(framing);
  if (known) return known;
  const policy = contentSecurityPolicy(serverEnv(), { framing });
  policies.set(framing, policy);
  return policy;
};
