/**
 * Kontent.ai signs each webhook body with HMAC-SHA256 (base64) of the raw body and the webhook's
 * secret; @kontent-ai/webhook-helper computes it, compared here in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import { signatureHelper } from '@kontent-ai/webhook-helper';

/** Header names Kontent.ai has used for the signature (current first). */
export const SIGNATURE_HEADERS = ['x-kontent-ai-signature', 'x-kc-signature'] as const;

export const signBody = (rawBody: string, secret: string): string => signatureHelper.getHashFromString(rawBody, secret);

export const isSignedBy = (rawBody: string, secret: string, signature: string | null): boolean => {
  if (!signature) return false;
  const expected = Buffer.from(signBody(rawBody, secret));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
};
