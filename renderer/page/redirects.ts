/** CMS redirects (spec 2.3): a `redirect` item whose redirect_from is the requested path. */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { queryConfig } from '../delivery/query-config';
import { z } from 'zod';
import { itemsResponseSchema, multipleChoiceElement, textElement } from '../../schema/kontent';

export type Redirect = { to: string; status: 301 | 302 | 307 | 308; absolute: boolean };

const redirectElements = z.object({
  redirect_from: textElement,
  redirect_to: textElement.refine((e) => e.value.trim() !== '', 'Redirect target is required'),
  status_code: multipleChoiceElement.optional(),
});

const STATUSES = [301, 302, 307, 308] as const;

export const findRedirect = async (q: {
  client: IDeliveryClient;
  slug: string;
  language: string;
  preview: boolean;
}): Promise<Redirect | null> => {
  const response = await q.client
    .items()
    .type('redirect')
    .equalsFilter('elements.redirect_from', q.slug)
    .languageParameter(q.language)
    .depthParameter(0)
    .limitParameter(1)
    .queryConfig(queryConfig(q.preview))
    .toPromise();
  const item = itemsResponseSchema.parse(response.response.data).items[0];
  if (!item) return null;
  const parsed = redirectElements.safeParse(item.elements);
  if (!parsed.success) {
    console.error(`[redirect] ${item.system.codename} is invalid: ${parsed.error.issues[0]?.message ?? ''}`);
    return null;
  }
  const to = parsed.data.redirect_to.value.trim();
  const code = Number(parsed.data.status_code?.value[0]?.codename.replace(/\D/g, ''));
  return { to, status: STATUSES.find((s) => s === code) ?? 301, absolute: /^https?:\/\//i.test(to) };
};
