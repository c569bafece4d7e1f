import { describe, expect, it } from 'vitest';
import { trustedProxies } from '../../../services/forms/client-address';
import { readEnv } from '../../../schema/env';
import { framingOf, HSTS, isHttps, secureCookie, securityHeaders, type RequestFacts } from './headers';

const facts = (over: Partial<RequestFacts> = {}): RequestFacts => ({ url: '/about/', encrypted: false, forwardedProto: undefined, peer: '203.0.113.9', ...over });
const loadBalancer = trustedProxies(['10.0.0.0/8']);

describe('https detection', () => {
  it('believes X-Forwarded-Proto only from a trusted hop', () => {
    expect(isHttps(facts({ forwardedProto: 'https', peer: '10.1.2.3' }), loadBalancer)).toBe(true);
    expect(isHttps(facts({ forwardedProto: 'https', peer: '::ffff:10.1.2.3' }), loadBalancer)).toBe(true);
    expect(isHttps(facts({ forwardedProto: 'https', peer: '203.0.113.9' }), loadBalancer)).toBe(false);
    expect(isHttps(facts({ forwardedProto: 'http', peer: '10.1.2.3' }), loadBalancer)).toBe(false);
    expect(isHttps(facts({ encrypted: true }), trustedProxies([]))).toBe(true);
  });

  it('sends HSTS over https only', () => {
    const env = readEnv({});
    expect(securityHeaders(env, facts(), true)['strict-transport-security']).toBe(HSTS);
    expect(securityHeaders(env, facts(), false)).not.toHaveProperty('strict-transport-security');
  });

  it('sends the fixed headers on every response', () => {
    const headers = securityHeaders(readEnv({}), facts({ url: '/_next/static/chunks/a.js' }), false);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).not.toContain('clipboard');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('framing and cookies', () => {
  it('frames preview for the CMS, the form host for the site', () => {
    expect(framingOf('/about/?preview=true')).toBe('cms');
    expect(framingOf('/about/?preview=truex')).toBe('none');
    expect(framingOf('/forms/contact/')).toBe('self');
    expect(framingOf('/')).toBe('none');
    // Forged request targets are no URLs: never a thrown error before any route runs.
    expect(framingOf('///')).toBe('none');
    expect(framingOf('//x/?preview=true')).toBe('cms');
  });

  it('adds Secure to a cookie once', () => {
    expect(secureCookie('a=1; Path=/')).toBe('a=1; Path=/; Secure');
    expect(secureCookie('a=1; Secure; Path=/')).toBe('a=1; Secure; Path=/');
  });
});
