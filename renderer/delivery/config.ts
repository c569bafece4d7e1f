/**
 * Delivery configuration from the environment (zod at the boundary). With no Kontent environment
 * id the site uses the local Delivery API over the demo content: same contract, no account.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LANGUAGE_CODENAMES, LOCALES, type Locale } from '../../schema/constants/locale';

/** The local API's preview key when none is configured: it only selects draft content locally. */
const LOCAL_PREVIEW_KEY = 'local-preview';

const envSchema = z.object({
  KONTENT_ENVIRONMENT_ID: z.string().trim().min(1).optional(),
  KONTENT_DELIVERY_KEY: z.string().trim().min(1).optional(),
  KONTENT_PREVIEW_KEY: z.string().trim().min(1).optional(),
  KONTENT_EXCLUDE_ARCHIVED: z.enum(['true', 'false']).optional(),
  KONTENT_LANGUAGES: z
    .string()
    .regex(/^(\w+:[\w-]+)(,\w+:[\w-]+)*$/, 'KONTENT_LANGUAGES must look like "en:en,es:es"')
    .optional(),
  CONTENT_DIR: z.string().optional(),
  LOCAL_DELIVERY_MAX_RESPONSE_BYTES: z.coerce.number().int().positive().optional(),
});

export type DeliveryConfig = {
  mode: 'hosted' | 'local';
  environmentId: string;
  deliveryKey: string | undefined;
  previewKey: string | undefined;
  excludeArchived: boolean;
  languages: Record<Locale, string>;
  contentDir: string;
  maxResponseBytes: number | undefined;
};

const parseLanguages = (value: string | undefined): Record<Locale, string> => {
  const map = { ...DEFAULT_LANGUAGE_CODENAMES };
  for (const pair of value?.split(',') ?? []) {
    const [locale, codename] = pair.split(':');
    const known = LOCALES.find((l) => l === locale);
    if (known && codename) map[known] = codename;
  }
  return map;
};

export const readDeliveryConfig = (env: Record<string, string | undefined> = process.env): DeliveryConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid content configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const hosted = e.KONTENT_ENVIRONMENT_ID !== undefined;
  return {
    mode: hosted ? 'hosted' : 'local',
    environmentId: e.KONTENT_ENVIRONMENT_ID ?? 'demo',
    deliveryKey: e.KONTENT_DELIVERY_KEY,
    previewKey: e.KONTENT_PREVIEW_KEY ?? (hosted ? undefined : LOCAL_PREVIEW_KEY),
    excludeArchived: e.KONTENT_EXCLUDE_ARCHIVED === 'true',
    languages: parseLanguages(e.KONTENT_LANGUAGES),
    // Runtime data, not code: the bundler must not trace the working directory.
    contentDir: path.resolve(/*turbopackIgnore: true*/ e.CONTENT_DIR ?? path.join(process.cwd(), '.data', 'content')),
    maxResponseBytes: e.LOCAL_DELIVERY_MAX_RESPONSE_BYTES,
  };
};

/** Where the local stand-in keeps the secret its publish command signs webhooks with. */
export const webhookSecretPath = (contentDir: string): string =>
  path.join(path.dirname(contentDir), 'webhook-secret');
