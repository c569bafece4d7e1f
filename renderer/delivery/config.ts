/**
 * Delivery configuration from the checked environment (schema/env.ts). With no Kontent environment
 * id the site uses the local Delivery API over the demo content: same contract, no account.
 */
import type { Locale } from '../../schema/constants/locale';
import type { Env } from '../../schema/env';

/** The local API's environment id and preview key: they only route requests and select drafts locally. */
export const LOCAL_ENVIRONMENT_ID = 'demo';
const LOCAL_PREVIEW_KEY = 'local-preview';
/**
 * Where the SDK addresses the in-process local API. Never resolved: the local transport answers
 * every URL itself, reading only its path (drafts under the preview base, as over HTTP).
 */
export const LOCAL_DELIVERY_BASE = 'http://kontent.local';

/** The preview base beside a delivery base, as the local API serves it (services/kontent/access.ts). */
export const previewBeside = (deliveryBase: string): string => `${deliveryBase}/preview`;

export type DeliveryConfig = {
  mode: 'hosted' | 'local';
  environmentId: string;
  deliveryKey: string | undefined;
  previewKey: string | undefined;
  excludeArchived: boolean;
  languages: Record<Locale, string>;
  /** The Delivery API's base (KONTENT_DELIVERY_URL); undefined: Kontent's own. */
  baseUrl: string | undefined;
  /** The Preview API's base, where drafts are read; undefined: Kontent's own. */
  previewUrl: string | undefined;
};

const hostedPreviewUrl = (env: Env): string | undefined => env.KONTENT_PREVIEW_URL ?? (env.KONTENT_DELIVERY_URL === undefined ? undefined : previewBeside(env.KONTENT_DELIVERY_URL));

export const deliveryConfig = (env: Env): DeliveryConfig => {
  const hosted = env.KONTENT_ENVIRONMENT_ID !== undefined;
  return {
    mode: hosted ? 'hosted' : 'local',
    environmentId: env.KONTENT_ENVIRONMENT_ID ?? LOCAL_ENVIRONMENT_ID,
    deliveryKey: env.KONTENT_DELIVERY_KEY,
    previewKey: env.KONTENT_PREVIEW_KEY ?? (hosted ? undefined : LOCAL_PREVIEW_KEY),
    excludeArchived: env.KONTENT_EXCLUDE_ARCHIVED,
    languages: env.KONTENT_LANGUAGES,
    baseUrl: hosted ? env.KONTENT_DELIVERY_URL : LOCAL_DELIVERY_BASE,
    previewUrl: hosted ? hostedPreviewUrl(env) : previewBeside(LOCAL_DELIVERY_BASE),
  };
};
