/**
 * Who sees what (spec 6, 7.1). As hosted Kontent serves drafts from its own host
 * (preview-deliver.kontent.ai), the stand-in serves them under its own base beside the delivery
 * base: `{base}/preview/{environmentId}/...` answers the latest drafts, `{base}/{environmentId}/...`
 * always the published content, whatever the request carries.
 *
 * Keys, per base (`Authorization: Bearer <key>`):
 * - preview base: with a previewKey configured, a missing or other key is a 401; without one,
 *   any key (or none) is accepted, as a stand-in needs no account.
 * - delivery base: with a deliveryKey configured (secure access), every request must carry it.
 *   A key that matches neither configured key is a 401, so a wrong key fails loudly instead of
 *   quietly serving published content; with no key configured at all, any key is accepted.
 */
import { apiErrors } from './errors';

export type AccessKeys = { deliveryKey?: string | undefined; previewKey?: string | undefined };
export type Access = 'published' | 'preview';

/** The first path segment of the preview base, before the environment id. */
export const PREVIEW_SEGMENT = 'preview';

const bearerToken = (authorization: string | undefined): string | undefined => {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
};

/** `headers` with names in lower case. Throws the Kontent 401 when access is refused. */
export const decideAccess = (keys: AccessKeys, headers: Readonly<Record<string, string>>, base: Access): Access => {
  const { deliveryKey, previewKey } = keys;
  const token = bearerToken(headers['authorization']);
  if (base === 'preview') {
    if (previewKey && token !== previewKey) throw apiErrors.unauthorized();
    return 'preview';
  }
  if (deliveryKey && token !== deliveryKey) throw apiErrors.unauthorized();
  const keyConfigured = Boolean(deliveryKey || previewKey);
  if (token !== undefined && keyConfigured && token !== deliveryKey && token !== previewKey) throw apiErrors.unauthorized();
  return 'published';
};
