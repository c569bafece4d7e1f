/** The same page in another locale: its item's url_slug in that language (spec 2.1 switch). */
import { z } from 'zod';
import { getDelivery } from './delivery';
import { normalisePath } from '../../renderer/page/path';
import type { Locale } from '../../schema/constants/locale';
import { getPage } from './content';
import { locatePath, publicPath } from './locale';

const slugResponse = z.object({ item: z.object({ elements: z.object({ url_slug: z.object({ value: z.string() }) }) }) });

export const translatedPath = async (fromPath: string, to: Locale): Promise<string> => {
  const { locale, rest } = locatePath(fromPath);
  const slug = normalisePath(rest);
  if (slug === null) return publicPath('/', to);
  try {
    const found = await getPage(slug, locale, false);
    if (found.kind !== 'page') return publicPath(slug, to);
    const { client, config } = getDelivery();
    const response = await client
      .item(found.page.pageCodename)
      .languageParameter(config.languages[to])
      .elementsParameter(['url_slug'])
      .depthParameter(0)
      .toPromise();
    const parsed = slugResponse.safeParse(response.response.data);
    return publicPath(parsed.success ? parsed.data.item.elements.url_slug.value : slug, to);
  } catch (error) {
    console.error(`[switch-locale] could not translate ${fromPath}: ${error instanceof Error ? error.message : String(error)}`);
    return publicPath(slug, to);
  }
};
