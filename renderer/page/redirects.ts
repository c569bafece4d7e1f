/** CMS redirects (spec 2.3): `redirect` items mapping an old path (redirect_from) to a target. */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { z } from 'zod';
import { itemsResponseSchema, multipleChoiceElement, textElement, type ContentItem } from '../../schema/kontent';
import { queryConfig } from '../delivery/query-config';
import { CONTENT_TYPE } from '../../schema/constants/content-types';

export const redirectSchema = z.object({
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
  absolute: z.boolean(),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** More redirects than a brokerage site keeps; the table is read in one request. */
export const REDIRECT_LIMIT = 2000;

const redirectElements = z.object({
  redirect_from: textElement,
  redirect_to: textElement.refine((e) => e.value.trim() !== '', 'Redirect target is required'),
  status_code: multipleChoiceElement.optional(),
});

const STATUSES = [301, 302, 307, 308] as const;

type Query = { client: IDeliveryClient; language: string; preview: boolean };

/** An item as a redirect from its path, or null (logged) when the editor left it incomplete. */
const toRedirect = (item: ContentItem): { from: string; redirect: Redirect } | null => {
  const parsed = redirectElements.safeParse(item.elements);
  if (!parsed.success) {
    console.error(`[redirect] ${item.system.codename} is invalid: ${parsed.error.issues[0]?.message ?? ''}`);
    return null;
  }
  const to = parsed.data.redirect_to.value.trim();
  const code = Number(parsed.data.status_code?.value[0]?.codename.replace(/\D/g, ''));
  return {
    from: parsed.data.redirect_from.value.trim(),
    redirect: { to, status: STATUSES.find((s) => s === code) ?? 301, absolute: /^https?:\/\//i.test(to) },
  };
};

const fetchRedirects = async (q: Query, from?: string): Promise<ContentItem[]> => {
  let query = q.client.items().type(CONTENT_TYPE.redirect);
  if (from !== undefined) query = query.equalsFilter('elements.redirect_from', from);
  const response = await query
    .languageParameter(q.language)
    .depthParameter(0)
    .limitParameter(from === undefined ? REDIRECT_LIMIT : 1)
    .queryConfig(queryConfig(q.preview))
    .toPromise();
  return itemsResponseSchema.parse(response.response.data).items;
};

/** The redirect for one normalised path, or null. */
export const findRedirect = async (q: Query & { slug: string }): Promise<Redirect | null> => {
  const [item] = await fetchRedirects(q, q.slug);
  return item ? (toRedirect(item)?.redirect ?? null) : null;
};

/** Every redirect of a language, keyed by its normalised path. */
export const listRedirects = async (q: Query): Promise<Record<string, Redirect>> => {
  const entries = (await fetchRedirects(q)).map(toRedirect).filter((e) => e !== null);
  return Object.fromEntries(entries.map((e) => [e.from, e.redirect]));
};
