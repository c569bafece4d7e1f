/** CMS redirects (spec 2.3): `redirect` items mapping an old path (redirect_from) to a target. */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { z } from 'zod';
import { multipleChoiceElement, type ContentItem } from '../../schema/kontent';
import { readAllPages } from '../delivery/all-pages';
import { redirectElementsSchema, redirectStatus } from '../../schema/routing/redirect';
import { LOCALES } from '../../schema/constants/locale';
import { queryConfig } from '../delivery/query-config';
import { CONTENT_TYPE } from '../../schema/constants/content-types';
import { normalisePath } from './path';
import { log } from '../../schema/log';

export const redirectSchema = z.object({
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
  absolute: z.boolean(),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** The most one answer holds (spec 7.1): a brokerage site's table is read in one request, a larger one in pages. */
export const REDIRECT_LIMIT = 2000;

/** A status the model does not offer still redirects (as 301): the validate CLI reports it to the editor. */
const redirectElements = redirectElementsSchema.extend({ status_code: multipleChoiceElement.optional() });

type Query = { client: IDeliveryClient; language: string; preview: boolean };

const invalid = (item: ContentItem, problem: string): null => {
  log.error(`redirect ${item.system.codename} is invalid`, { codename: item.system.codename, problem });
  return null;
};

/**
 * An item as a redirect from its normalised path (spec 2.4 step 1), so '/old/' and '/es/old'
 * written by an editor match the path a visitor asks for; null (logged) when it is incomplete.
 */
const toRedirect = (item: ContentItem): { from: string; redirect: Redirect } | null => {
  const parsed = redirectElements.safeParse(item.elements);
  if (!parsed.success) return invalid(item, parsed.error.issues[0]?.message ?? '');
  const from = normalisePath(parsed.data.redirect_from.value.trim());
  if (from === null) return invalid(item, 'Redirect source must be a path such as /old-page/');
  const to = parsed.data.redirect_to.value.trim();
  return { from, redirect: { to, status: redirectStatus(parsed.data), absolute: /^https?:\/\//i.test(to) } };
};

/** How an editor may write a normalised path: as is or with a trailing slash, with or without a locale prefix. */
const writtenForms = (slug: string): string[] =>
  ['', ...LOCALES.map((locale) => `/${locale}`)].flatMap((prefix) => {
    const path = slug === '/' ? prefix || '/' : `${prefix}${slug}`;
    return path.endsWith('/') ? [path] : [path, `${path}/`];
  });

const fetchRedirects = async (q: Query, from?: string): Promise<ContentItem[]> => {
  let query = q.client.items().type(CONTENT_TYPE.redirect);
  // An [in] list is split at commas, so a path holding one is matched as written only.
  const forms = from === undefined ? [] : from.includes(',') ? [from] : writtenForms(from);
  if (forms.length === 1) query = query.equalsFilter('elements.redirect_from', forms[0] ?? '');
  if (forms.length > 1) query = query.inFilter('elements.redirect_from', forms);
  const paged = query
    .languageParameter(q.language)
    .depthParameter(0)
    .limitParameter(from === undefined ? REDIRECT_LIMIT : forms.length)
    .queryConfig(queryConfig(q.preview));
  return (await readAllPages(paged)).items;
};

/** The redirect for one normalised path, or null. */
export const findRedirect = async (q: Query & { slug: string }): Promise<Redirect | null> => {
  const found = (await fetchRedirects(q, q.slug)).map(toRedirect).find((e) => e?.from === q.slug);
  return found?.redirect ?? null;
};

/** Every redirect of a language, keyed by its normalised path. */
export const listRedirects = async (q: Query): Promise<Record<string, Redirect>> => {
  const entries = (await fetchRedirects(q)).map(toRedirect).filter((e) => e !== null);
  return Object.fromEntries(entries.map((e) => [e.from, e.redirect]));
};
