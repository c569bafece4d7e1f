/**
 * Writes the security headers on every response the server sends, before any route
 * runs: Next's `headers()` cannot tell https behind a trusted proxy, and the proxy (site/proxy.ts)
 * skips `/_next/`, `/api/`, `/media/` and `/forms/`. A cached page's script hashes, which Next
 * appends from the cache entry, become that page's strict policy instead of a header of their own.
 */
import { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { serverEnv } from '../env';
import { trustedProxies } from '../../../services/forms/client-address';
import { SCRIPT_HASHES_HEADER } from '../../cache/script-hashes.mjs';
import { framingOf, isHttps, secureCookie, securityHeaders, type RequestFacts } from './headers';
import { contentSecurityPolicy } from './policy';
import { log, problemOf } from '../../../schema/log';

type HeaderValue = number | string | readonly string[];

/**
 * Policies and header sets are built once per variant, not per request: a few framings, and one
 * hash list per cached page. Bounded, since a hash list changes with every publish.
 */
const MEMO_LIMIT = 2000;
const memo = new Map<string, unknown>();
const remember = <T>(key: string, build: () => T): T => {
  if (memo.has(key)) return memo.get(key) as T;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const value = build();
  memo.set(key, value);
  return value;
};

const factsOf = (request: IncomingMessage): RequestFacts => {
  const proto = request.headers['x-forwarded-proto'];
  return {
    url: request.url ?? '/',
    encrypted: (request.socket as Partial<TLSSocket>).encrypted === true,
    forwardedProto: Array.isArray(proto) ? proto[0] : proto,
    // The socket itself: this hook runs before the peer address header replaces a client's own.
    peer: request.socket.remoteAddress,
  };
};

const secured = (value: HeaderValue): HeaderValue =>
  typeof value === 'number' ? value : typeof value === 'string' ? secureCookie(value) : value.map(secureCookie);

/** Wraps one response's header writers: script hashes become its policy, cookies get Secure over https. */
const guard = (response: ServerResponse, facts: RequestFacts, https: boolean): void => {
  const env = serverEnv();
  const set = response.setHeader.bind(response);
  const append = response.appendHeader.bind(response);
  const intercept = (name: string, value: HeaderValue, write: (name: string, value: HeaderValue) => unknown): ServerResponse => {
    const key = name.toLowerCase();
    if (key === SCRIPT_HASHES_HEADER) {
      const hashes = String(value).split(' ').filter(Boolean);
      const framing = framingOf(facts.url);
      set('content-security-policy', remember(`${framing}|${hashes.join(' ')}`, () => contentSecurityPolicy(env, { framing, scriptHashes: hashes })));
      return response;
    }
    write(name, https && key === 'set-cookie' ? secured(value) : value);
    return response;
  };
  response.setHeader = (name, value) => intercept(name, value, set);
  response.appendHeader = (name, value) => intercept(name, value, (key, written) => append(key, typeof written === 'number' ? String(written) : written));
};

let installed = false;

/** Call once at start (site/instrumentation.ts), after the peer address hook. */
export const installSecurityHeaders = (): void => {
  if (installed) return;
  installed = true;
  const trusted = trustedProxies(serverEnv().TRUSTED_PROXIES);
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitWithHeaders(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    const [request, response] = args;
    if (event === 'request' && request instanceof IncomingMessage && response instanceof ServerResponse) {
      try {
        const facts = factsOf(request);
        const https = isHttps(facts, trusted);
        const headers = remember(`${framingOf(facts.url)}|${https}`, () => Object.entries(securityHeaders(serverEnv(), facts, https)));
        for (const [name, value] of headers) response.setHeader(name, value);
        guard(response, facts, https);
      } catch (error) {
        // Thrown here, nothing would answer the request: refuse it instead, without the server's details.
        log.error('security headers: request refused', { error: problemOf(error) });
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]);
  };
};
