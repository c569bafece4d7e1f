import { describe, expect, it } from 'vitest';
import { trustedProxies } from '../../services/forms/client-address';
import { livenessUrl } from './liveness-path';
import { chooseRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const trusted = trustedProxies(['10.0.0.0/8', 'loopback']);

  it("keeps a trusted proxy's X-Request-Id, so one id follows the request through the load balancer", () => {
    expect(chooseRequestId('10.1.2.3', 'lb-7f3a', trusted)).toBe('lb-7f3a');
    expect(chooseRequestId('::ffff:127.0.0.1', ['lb-1', 'lb-2'], trusted)).toBe('lb-1');
  });

  it('makes a new id for a client that sent its own, and for an id that is not plain', () => {
    expect(chooseRequestId('198.51.100.7', 'forged', trusted)).toMatch(UUID);
    expect(chooseRequestId('10.1.2.3', 'has spaces and "quotes"', trusted)).toMatch(UUID);
    expect(chooseRequestId('10.1.2.3', 'x'.repeat(129), trusted)).toMatch(UUID);
    expect(chooseRequestId(undefined, undefined, trusted)).toMatch(UUID);
    expect(chooseRequestId('10.1.2.3', undefined, trusted)).not.toBe(chooseRequestId('10.1.2.3', undefined, trusted));
  });
});

describe('the liveness path without its slash', () => {
  it('reaches the health route instead of a redirect; nothing else changes', () => {
    expect(livenessUrl('/api/health')).toBe('/api/health/');
    expect(livenessUrl('/api/health?probe=1')).toBe('/api/health/?probe=1');
    expect(livenessUrl('/api/health/')).toBe('/api/health/');
    expect(livenessUrl('/api/healthy')).toBe('/api/healthy');
    expect(livenessUrl('/about')).toBe('/about');
  });
});
