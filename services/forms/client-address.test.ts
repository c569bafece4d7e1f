import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from './client-address';

const none = trustedProxies([]);
const loopback = trustedProxies(['loopback']);

describe('the client address behind proxies (rate limit, spec 7.4)', () => {
  it('with no trusted proxy (the default) it is the socket peer: a forged X-Forwarded-For changes nothing', () => {
    expect(clientAddress('203.0.113.5', '198.51.100.1', none)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.5', null, none)).toBe('203.0.113.5');
  });

  it('behind a trusted hop it is the address that hop reports, not the first entry a client wrote', () => {
    // The client forged "1.2.3.4"; the trusted proxy on loopback appended the real peer it saw.
    expect(clientAddress('127.0.0.1', '1.2.3.4, 198.51.100.7', loopback)).toBe('198.51.100.7');
    expect(clientAddress('::1', '198.51.100.7', loopback)).toBe('198.51.100.7');
  });

  it('walks through every trusted hop, by address or range, and stops at the first untrusted one', () => {
    const chain = trustedProxies(['loopback', '10.0.0.0/8']);
    expect(clientAddress('127.0.0.1', '1.2.3.4, 198.51.100.7, 10.1.2.3', chain)).toBe('198.51.100.7');
    // A request straight from an untrusted peer keeps its own address whatever it claims.
    expect(clientAddress('192.0.2.9', '10.1.2.3', chain)).toBe('192.0.2.9');
  });

  it('a trusted peer without a header, or a header of junk, never yields an empty address', () => {
    expect(clientAddress('127.0.0.1', null, loopback)).toBe('127.0.0.1');
    expect(clientAddress(undefined, null, none)).toBe('unknown');
  });
});
