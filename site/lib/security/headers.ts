/**
 * The security headers of every response, decided from the request alone so the
 * server can write them before any route runs: pages, Next's files, route handlers, media, forms.
 */
import type { BlockList } from 'node:net';
import { contentSecurityPolicy, type Framing, type PolicyEnv } from './policy';

/**
 * Features the site never uses; clipboard and web share (share buttons) keep their defaults. Only
 * features browsers know: an unknown one (bluetooth) is a console warning on every page.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';
/** Two years with subdomains: what the HSTS preload list asks for. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export type RequestFacts = {
  /** The path and query as the client sent them. */
  url: string;
  /** The socket is TLS (the server terminates https itself). */
  encrypted: boolean;
  forwardedProto: string | undefined;
  peer: string | undefined;
};

const family = (address: string): 'ipv4' | 'ipv6' => (address.includes(':') ? 'ipv6' : 'ipv4');
const plain = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Over https: a TLS socket, or a trusted proxy's X-Forwarded-Proto (its first hop, the client's). */
export const isHttps = (facts: RequestFacts, trusted: BlockList): boolean => {
  if (facts.encrypted) return true;
  const peer = plain(facts.peer ?? '');
  if (!peer || !trusted.check(peer, family(peer))) return false;
  return facts.forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
};

/** Spec 4.6, 2.13: preview pages are framed by the CMS, the form host by the site, nothing else by anyone. */
export const framingOf = (url: string): Framing => {
  // The request target as sent: split by hand, since a forged one ('///', '//x') is no URL to parse.
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  if (at !== -1 && new URLSearchParams(url.slice(at + 1)).get('preview') === 'true') return 'cms';
  return pathname.startsWith('/forms/') ? 'self' : 'none';
};

export const securityHeaders = (env: PolicyEnv, facts: RequestFacts, https: boolean): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(env, { framing: framingOf(facts.url) }),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  ...(https ? { 'strict-transport-security': HSTS } : {}),
});

/** A Set-Cookie line over https gets `Secure` when it lacks it. */
export const secureCookie = (line: string): string => (/;\s*secure\s*(;|$)/i.test(line) ? line : `${line}; Secure`);
