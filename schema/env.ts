/**
 * The runtime configuration: every environment variable the site, the stand-ins and the tools read,
 * with what it expects and its default. Pure: each runtime passes its own record in (site/lib/env.ts,
 * tools/env.ts), so every layer may share these rules without reading the process itself.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE_CODENAMES, LOCALES, type Locale } from './constants/locale';
import { MEDIA_CONTAINER_ALIAS } from './media';

/** What each variable expects, in the words of the error message. */
const EXPECTS = {
  NODE_ENV: 'one of development, production, test',
  PORT: 'an integer 1-65535',
  SITE_URL: 'an absolute http(s) URL such as https://www.example.com',
  PRODUCTION_SITE: 'true or false',
  KONTENT_ENVIRONMENT_ID: 'a Kontent environment id (letters, digits and dashes)',
  KONTENT_DELIVERY_KEY: 'an API key without spaces',
  KONTENT_PREVIEW_KEY: 'an API key without spaces',
  KONTENT_DELIVERY_URL: 'an absolute http(s) URL of a Delivery API base such as https://deliver.kontent.ai',
  KONTENT_PREVIEW_URL: 'an absolute http(s) URL of a Preview API base such as https://preview-deliver.kontent.ai',
  KONTENT_LANGUAGES: `locale:codename pairs for ${LOCALES.join(', ')}, such as "en:en,es:es-ES"`,
  KONTENT_EXCLUDE_ARCHIVED: 'true or false',
  CONTENT_DIR: 'a folder path',
  MEDIA_DIR: 'a folder path',
  LOCAL_DELIVERY_MAX_RESPONSE_BYTES: 'a whole number of bytes above 0',
  LOCAL_DELIVERY_MAX_ITEMS: 'a whole number of items above 0',
  MEDIA_HOST: 'an absolute http(s) URL such as https://dam.example.com',
  MEDIA_CONTAINER: 'a container id or alias (letters, digits, dashes and underscores)',
  KONTENT_WEBHOOK_SECRET: 'the secret of the Kontent.ai webhook, at least 16 characters without spaces',
  FORMS_DB: 'a file path for the SQLite database of form submissions',
  DATABASE_URL: 'a Postgres connection URL such as postgres://user:password@db.example.com:5432/site',
  TRUSTED_PROXIES: 'a comma-separated list of IP addresses or CIDR ranges of the proxies in front of the site, or "loopback"',
  ALGOLIA_APP_ID: 'an Algolia application id (letters and digits)',
  ALGOLIA_SEARCH_KEY: 'an API key without spaces',
  ALGOLIA_ADMIN_KEY: 'an API key without spaces',
  ALGOLIA_URL: "an absolute http(s) URL answering Algolia's REST protocol, such as a gateway in front of Algolia",
  SEARCH_DIR: 'a folder path',
  MAPBOX_TOKEN: 'a Mapbox public access token (pk.…) without spaces',
  REDIS_URL: 'a Redis URL such as redis://cache.internal:6379 (rediss:// for TLS)',
  CDN_PURGE_URL: 'an absolute http(s) URL of the CDN purge-by-tag endpoint',
  CDN_PURGE_TOKEN: 'an API token without spaces',
  LOG_FORMAT: 'json or pretty',
  OTEL_EXPORTER_OTLP_ENDPOINT: 'an absolute http(s) URL of an OTLP/HTTP collector such as http://collector:4318',
  PREVIEW_SECRET: 'a secret of at least 16 characters without spaces',
  PREVIEW: 'on or off',
  PREVIEW_GRANT_HOURS: 'a whole number of hours from 1 to 168',
  PREVIEW_FRAME_ORIGINS: 'a comma-separated list of https origins (http only for localhost) such as https://app.kontent.ai',
  TAG_MANAGER_ID: 'a Google Tag Manager container id such as GTM-AB12CD3',
  ANALYTICS_ACCOUNT_KEY: 'the marketing-analytics account key (letters, digits, dashes and underscores)',
  ANALYTICS_DOMAIN: 'the host name of the marketing-analytics service, such as analytics.example.com',
} as const;

export type EnvVariable = keyof typeof EXPECTS;
export const ENV_VARIABLES = Object.keys(EXPECTS).filter((name): name is EnvVariable => name in EXPECTS);

/** Values never repeated in a message. */
const SECRETS: readonly EnvVariable[] = [
  'DATABASE_URL',
  'KONTENT_DELIVERY_KEY',
  'KONTENT_PREVIEW_KEY',
  'KONTENT_WEBHOOK_SECRET',
  'ALGOLIA_SEARCH_KEY',
  'ALGOLIA_ADMIN_KEY',
  'REDIS_URL',
  'CDN_PURGE_TOKEN',
  'PREVIEW_SECRET',
  'ANALYTICS_ACCOUNT_KEY',
];

/** Spec 4.6: the Kontent.ai web app, whose preview frame shows preview pages. */
export const KONTENT_APP_ORIGIN = 'https://app.kontent.ai';

/** An origin exactly as a browser names it in `frame-ancestors` and `MessageEvent.origin`. */
const frameOrigin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.origin === value && (url.protocol === 'https:' || (url.protocol === 'http:' && local));
  } catch {
    return false;
  }
});

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));
const token = z.string().regex(/^\S+$/);
const locale = `(${LOCALES.join('|')})`;

const parseLanguages = (value: string): Record<Locale, string> => {
  const map = { ...DEFAULT_LANGUAGE_CODENAMES };
  for (const pair of value.split(',')) {
    const [key, codename] = pair.split(':');
    const known = LOCALES.find((l) => l === key);
    if (known && codename) map[known] = codename;
  }
  return map;
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.string().regex(/^\d+$/).transform(Number).pipe(z.int().min(1).max(65535)).default(3000),
    SITE_URL: httpUrl.optional(),
    /** Only the production site may be crawled (robots.txt); staging and local servers disallow everything. */
    PRODUCTION_SITE: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .default(false),
    KONTENT_ENVIRONMENT_ID: z
      .string()
      .regex(/^[\w-]+$/)
      .optional(),
    KONTENT_DELIVERY_KEY: token.optional(),
    KONTENT_PREVIEW_KEY: token.optional(),
    /** The hosted path's Delivery API base; Kontent's own when unset. Tests point it at a local API behind a fault proxy. */
    KONTENT_DELIVERY_URL: httpUrl.optional(),
    /** The hosted path's Preview API base; unset: `{KONTENT_DELIVERY_URL}/preview` (the local API's layout), else Kontent's own. */
    KONTENT_PREVIEW_URL: httpUrl.optional(),
    KONTENT_LANGUAGES: z
      .string()
      .regex(new RegExp(`^${locale}:[\\w-]+(,${locale}:[\\w-]+)*$`))
      .transform(parseLanguages)
      .default(() => ({ ...DEFAULT_LANGUAGE_CODENAMES })),
    KONTENT_EXCLUDE_ARCHIVED: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .default(false),
    CONTENT_DIR: z.string().default('.data/content'),
    MEDIA_DIR: z.string().default('.data/media'),
    LOCAL_DELIVERY_MAX_RESPONSE_BYTES: z.string().regex(/^\d+$/).transform(Number).pipe(z.int().min(1)).optional(),
    /** The local API's items per answer (services/kontent/limits.ts); hosted Kontent's 2,000 when unset. */
    LOCAL_DELIVERY_MAX_ITEMS: z.string().regex(/^\d+$/).transform(Number).pipe(z.int().min(1)).optional(),
    MEDIA_HOST: httpUrl.optional(),
    MEDIA_CONTAINER: z
      .string()
      .regex(/^[\w-]+$/)
      .optional(),
    KONTENT_WEBHOOK_SECRET: z
      .string()
      .regex(/^\S{16,}$/)
      .optional(),
    FORMS_DB: z.string().default('.data/forms.sqlite'),
    /** Form submissions in Postgres (several servers share it); without it, the SQLite file FORMS_DB. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /**
     * The proxies (load balancer, CDN edge) whose X-Forwarded-For entries are believed: the client
     * address is the first hop from the right that is not one of them. Default none: the socket's peer.
     */
    TRUSTED_PROXIES: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.union([z.literal('loopback'), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])))
      .default([]),
    /** Spec 7.2: hosted search; without an app id the embedded engine answers (services/search). */
    ALGOLIA_APP_ID: z
      .string()
      .regex(/^[A-Za-z0-9]+$/)
      .optional(),
    ALGOLIA_SEARCH_KEY: token.optional(),
    /** Only the indexing command needs it; never sent to browsers. */
    ALGOLIA_ADMIN_KEY: token.optional(),
    /** Hosted search through one address instead of Algolia's own hosts (a gateway); tests point it at the embedded engine's server behind a fault proxy. */
    ALGOLIA_URL: httpUrl.optional(),
    /** The embedded engine's index file folder. */
    SEARCH_DIR: z.string().default('.data/search'),
    /** Maps use mapbox-gl with this public token; without it, maplibre-gl with the offline style. */
    MAPBOX_TOKEN: token.optional(),
    /** The store every instance shares: Next cache, page index, route-table generation, form limits. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** After a publish the webhook asks the CDN to purge the tags it revalidated. */
    CDN_PURGE_URL: httpUrl.optional(),
    CDN_PURGE_TOKEN: token.optional(),
    /** One JSON line per event (schema/log.ts); `pretty` for a person at a terminal, the default in development. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** Traces go to this collector over OTLP/HTTP (site/lib/tracing.ts); without it nothing is traced. */
    OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
    /**
     * Spec 2.3 for editors only: `?preview=true` shows drafts to a browser that brought the secret in
     * its preview link. Without it the demo generates one into the data folder; hosted content in
     * production refuses to start without it (schema/env-production.ts).
     */
    PREVIEW_SECRET: z
      .string()
      .regex(/^\S{16,}$/)
      .optional(),
    /** `off`: `?preview=true` is the live page for everyone, and no secret is needed. */
    PREVIEW: z.enum(['on', 'off']).default('on'),
    /** How long the grant a preview link gives lasts, from the signed time it was given. */
    PREVIEW_GRANT_HOURS: z.string().regex(/^\d+$/).transform(Number).pipe(z.int().min(1).max(168)).default(24),
    /**
     * Spec 4.6: who may frame preview pages and speak the smart-link protocol to them (live preview,
     * add buttons). Kontent's web app by default; a test names its own page that plays Kontent.
     */
    PREVIEW_FRAME_ORIGINS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(frameOrigin).min(1))
      .default([KONTENT_APP_ORIGIN]),
    /** Spec 7.4: the tag manager and marketing analytics load only when all three are set, after consent. */
    TAG_MANAGER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/)
      .optional(),
    ANALYTICS_ACCOUNT_KEY: z
      .string()
      .regex(/^[\w-]{4,128}$/)
      .optional(),
    ANALYTICS_DOMAIN: z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i)
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.MEDIA_CONTAINER !== undefined && env.MEDIA_HOST === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `MEDIA_CONTAINER is set but MEDIA_HOST is not: set MEDIA_HOST to the DAM host, or unset MEDIA_CONTAINER to use the local media service`,
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.PRODUCTION_SITE && env.SITE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'PRODUCTION_SITE is true but SITE_URL is not set: robots.txt and the sitemaps must name the public address, so set SITE_URL to it',
      });
    }
  })
  .superRefine((env, ctx) => {
    if ((env.ALGOLIA_SEARCH_KEY !== undefined || env.ALGOLIA_ADMIN_KEY !== undefined) && env.ALGOLIA_APP_ID === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'ALGOLIA_SEARCH_KEY or ALGOLIA_ADMIN_KEY is set but ALGOLIA_APP_ID is not: set the Algolia application id, or unset the keys to use the embedded search engine',
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.CDN_PURGE_TOKEN !== undefined && env.CDN_PURGE_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: [], message: 'CDN_PURGE_TOKEN is set but CDN_PURGE_URL is not: set the purge endpoint, or unset the token' });
    }
  })
  .transform(({ SITE_URL, MEDIA_CONTAINER, ...env }) => ({
    ...env,
    /** Spec 2.5: canonical and social URLs; without SITE_URL, this server's own origin (see SITE_URL_SET). */
    SITE_URL: SITE_URL ?? `http://localhost:${env.PORT}`,
    /** Whether SITE_URL was configured: only then may every server share one page cache (site/lib/site.ts). */
    SITE_URL_SET: SITE_URL !== undefined,
    MEDIA_CONTAINER: MEDIA_CONTAINER ?? MEDIA_CONTAINER_ALIAS,
  }));

export type Env = z.output<typeof envSchema>;
export type EnvSource = Readonly<Record<string, string | undefined>>;
export type EnvCheck = { ok: true; env: Env } | { ok: false; problems: string[] };

const isVariable = (name: unknown): name is EnvVariable => typeof name === 'string' && name in EXPECTS;

const problemsOf = (issues: readonly z.core.$ZodIssue[], values: Record<string, string | undefined>): string[] => {
  const problems = issues.map((issue) => {
    const name = issue.path[0];
    if (!isVariable(name)) return issue.message;
    const got = SECRETS.includes(name) ? '' : `, got "${values[name] ?? ''}"`;
    return `${name} must be ${EXPECTS[name]}${got}`;
  });
  return [...new Set(problems)];
};

/** Variables no longer read: a deployment that still sets one expects behaviour the site no longer has. */
const RETIRED: Readonly<Record<string, string>> = {
  FORMS_HOST: 'FORMS_HOST is no longer read: the site is its own form host on every server (share the submissions with DATABASE_URL); unset it',
};

/** Checks the known variables of `source`; an empty value counts as unset. */
export const checkEnv = (source: EnvSource): EnvCheck => {
  const values = Object.fromEntries(ENV_VARIABLES.map((name) => [name, source[name]?.trim() || undefined]));
  const retired = Object.entries(RETIRED).flatMap(([name, message]) => (source[name]?.trim() ? [message] : []));
  const parsed = envSchema.safeParse(values);
  if (retired.length > 0) return { ok: false, problems: [...retired, ...(parsed.success ? [] : problemsOf(parsed.error.issues, values))] };
  if (parsed.success) return { ok: true, env: parsed.data };
  return { ok: false, problems: problemsOf(parsed.error.issues, values) };
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'EnvError';
  }
}

/** The configuration of `source`, or an EnvError naming every bad variable and what it expects. */
export const readEnv = (source: EnvSource): Env => {
  const result = checkEnv(source);
  if (!result.ok) throw new EnvError(result.problems);
  return result.env;
};
