/**
 * Who sees what (spec 6, 7.1): published content (Delivery API) or the latest drafts (Preview API).
 *
 * The rule, per request:
 * 1. A bearer token (`Authorization: Bearer <key>`) equal to the configured previewKey → preview.
 * 2. With a deliveryKey configured, every other request must carry `Bearer <deliveryKey>`;
 *    anything else → 401.
 * 3. A bearer token that matches neither configured key → 401, so a wrong key fails loudly instead
 *    of quietly serving published content. With no key configured at all, any token is accepted.
 * 4. Without a configured previewKey, preview needs no key: the request header
 *    `x-kontent-preview: true` asks for it. With a previewKey configured that header is ignored:
 *    drafts need the key. (The site passes the preview key it is configured with.)
 */
import { apiErrors } from './errors';

export type AccessKeys = { deliveryKey?: string | undefined; previewKey?: string | undefined };
export type Access = 'published' | 'preview';

export const PREVIEW_HEADER = 'x-kontent-preview';

const bearerToken = (authorization: string | undefined): string | undefined => {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
};

/** `headers` with names in lower case. Throws the Kontent 401 when access is refused. */
export const decideAccess = (keys: AccessKeys, headers: Readonly<Record<string, string>>): Access => {
  const { deliveryKey, previewKey } = keys;
  const token = bearerToken(headers['authorization']);
  if (previewKey && token === previewKey) return 'preview';
  const keyConfigured = Boolean(deliveryKey || previewKey);
  if (deliveryKey && token !== deliveryKey) throw apiErrors.unauthorized();
  if (token !== undefined && keyConfigured && token !== deliveryKey) throw apiErrors.unauthorized();
  if (!previewKey && headers[PREVIEW_HEADER]?.trim().toLowerCase() === 'true') return 'preview';
  return 'published';
};
