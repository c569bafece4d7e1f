import { describe, expect, it } from 'vitest';
import { trustedProxies } from '../../../services/forms/client-address';
import { framingOf, isHttps, type RequestFacts } from './headers';
import { FIXED_HEADERS, HSTS } from '../../cache/security-policy.mjs';

const facts = (over: Partial<RequestFacts> = {}): RequestFacts => ({ forwardedProto: undefined, peer: '203.0.113.9', ...over });
const loadBalancer = trustedProxies(['10.0.0.0/8']);
const at = (target: string): URL => new URL(target, 'http://localhost');

describe('https detection', () => {
  it('believes X-Forwarded-Proto only from a trusted hop', () => {
    expect(isHttps(facts({ forwardedProto: 'https', peer: '10.1.2.3' }), loadBalancer)).toBe(true);
    expect(isHttps(facts({ forwardedProto: 'https', peer: '::ffff:10.1.2.3' }), loadBalancer)).toBe(true);
    expect(isHttps(facts({ forwardedProto: 'https, http', peer: '10.1.2.3' }), loadBalancer)).toBe(true);
    expect(isHttps(facts({ forwardedProto: 'https', peer: '203.0.113.9' }), loadBalancer)).toBe(false);
    expect(isHttps(facts({ forwardedProto: 'http', peer: '10.1.2.3' }), loadBalancer)).toBe(false);
    expect(isHttps(facts({ forwardedProto: 'https', peer: undefined }), loadBalancer)).toBe(false);
  });

  it('sends the fixed headers, HSTS included, on every response (browsers ignore HSTS over http, RFC 6797 §8.1)', () => {
    expect(FIXED_HEADERS).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': HSTS,
    });
    expect(FIXED_HEADERS['permissions-policy']).toContain('camera=()');
    expect(FIXED_HEADERS['permissions-policy']).not.toContain('clipboard');
  });
});

describe('framing', () => {
  it('frames preview for the CMS, the form host for the site', () => {
    expect(framingOf(at('/about/?preview=true'))).toBe('cms');
    expect(framingOf(at('/about/?preview=truex'))).toBe('none');
    expect(framingOf(at('/forms/contact/'))).toBe('self');
    expect(framingOf(at('/'))).toBe('none');
  });
});
