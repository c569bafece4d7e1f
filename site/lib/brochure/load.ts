/**
 * Finding a yacht by its YachtId for the brochure: an index YachtId -> codename over the items
 * feed, then the item, both cached with the content tag (a publish expires them).
 */
import { DeliveryError } from '@kontent-ai/delivery-sdk';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { queryConfig } from '../../../renderer/delivery/query-config';
import type { Locale } from '../../../schema/constants/locale';
import { contentItemSchema, type ContentItem } from '../../../schema/kontent';
import { CONTENT_TAG } from '../cache-tags';
import { PAGE_REVALIDATE_SECONDS } from '../content';
import { getDelivery } from '../delivery';

const feedPage = z.object({ items: z.array(z.unknown()) });
const idEntry = z.object({ system: z.object({ codename: z.string() }), elements: z.object({ api_data: z.object({ value: z.string() }) }) });
const apiId = z.object({ id: z.string() });
const itemResponse = z.object({ item: contentItemSchema });
const ITEM_NOT_FOUND = 100;

const idOf = (json: string): string | null => {
  try {
    const parsed = apiId.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data.id : null;
  } catch {
    return null;
  }
};

const readIndex = async (locale: Locale): Promise<Record<string, string>> => {
  const { client, config } = getDelivery();
  const { responses } = await client
    .itemsFeed()
    .type('yacht')
    .elementsParameter(['api_data'])
    .languageParameter(config.languages[locale])
    .queryConfig(queryConfig(false))
    .toAllPromise();
  const index: Record<string, string> = {};
  for (const raw of responses.flatMap((r) => feedPage.parse(r.response.data).items)) {
    const entry = idEntry.safeParse(raw);
    const id = entry.success ? idOf(entry.data.elements.api_data.value) : null;
    if (entry.success && id && !(id in index)) index[id] = entry.data.system.codename;
  }
  return index;
};

const yachtIndex = unstable_cache(readIndex, ['brochure-yacht-index'], { tags: [CONTENT_TAG], revalidate: PAGE_REVALIDATE_SECONDS });

const readItem = async (codename: string, locale: Locale): Promise<ContentItem | null> => {
  const { client, config } = getDelivery();
  const response = await client
    .item(codename)
    .languageParameter(config.languages[locale])
    .depthParameter(0)
    .queryConfig(queryConfig(false))
    .toPromise()
    .catch((error: unknown) => {
      if (error instanceof DeliveryError && error.errorCode === ITEM_NOT_FOUND) return null;
      throw error;
    });
  if (!response) return null;
  const parsed = itemResponse.safeParse(response.response.data);
  return parsed.success ? parsed.data.item : null;
};

const yachtItem = unstable_cache(readItem, ['brochure-yacht-item'], { tags: [CONTENT_TAG], revalidate: PAGE_REVALIDATE_SECONDS });

/** The yacht item whose api id is `yachtId`, or null when there is none in that language. */
export const findYacht = async (yachtId: string, locale: Locale): Promise<ContentItem | null> => {
  const index = await yachtIndex(locale);
  const codename = Object.hasOwn(index, yachtId) ? index[yachtId] : undefined;
  return codename ? yachtItem(codename, locale) : null;
};
