import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedBy, signBody } from './signature';

const secret = 'a-secret-of-enough-length';
const body = '{"notifications":[]}';

describe('webhook signature (HMAC-SHA256 of the raw body, base64, as Kontent.ai signs)', () => {
  it('accepts the signature Kontent.ai computes', () => {
    const kontent = createHmac('sha256', secret).update(body, 'utf8').digest('base64');
    expect(signBody(body, secret)).toBe(kontent);
    expect(isSignedBy(body, secret, kontent)).toBe(true);
  });

  it('refuses a missing, forged or other-secret signature, and a body changed after signing', () => {
    const good = signBody(body, secret);
    expect(isSignedBy(body, secret, null)).toBe(false);
    expect(isSignedBy(body, secret, '')).toBe(false);
    expect(isSignedBy(body, secret, 'forged')).toBe(false);
    expect(isSignedBy(body, secret, signBody(body, 'another-secret-of-length'))).toBe(false);
    expect(isSignedBy(`${body} `, secret, good)).toBe(false);
  });
});
