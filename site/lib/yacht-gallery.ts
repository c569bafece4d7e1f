/**
 * The pictures of a yacht's gallery teaser for its lightbox (spec 3.5, 3.6), as the yacht-gallery
 * route answers them: the same sections the teaser reads on its page (teaserSections), from the
 * published yacht and its gallery file. An unknown yacht, or one without a gallery, has none.
 */
import { lightboxItem, type LightboxItem } from '../../components/Lightbox/gallery-media';
import { teaserSections } from '../../schema/components/gallery_teaser_for_yacht_component';
import type { Locale } from '../../schema/constants/locale';
import { NO_PAGE } from '../../schema/define';
import { log } from '../../schema/log';
import type { SimilarTo } from '../../schema/yacht/similar-response';
import { yachtView } from '../../schema/yacht/view';
import { pageGallery } from './gallery';
import { publishedYacht } from './yacht-item';

export const teaserPictures = async ({ yacht: codename, view }: SimilarTo, locale: Locale): Promise<LightboxItem[]> => {
  const item = await publishedYacht(codename, locale);
  if (!item || item.system.type !== 'yacht') return [];
  const yacht = yachtView(item, view, {
    locale,
    linkedItem: () => undefined,
    report: (issue) => log.warn('yacht gallery: incomplete yacht', { codename: issue.item.codename, element: issue.element, problem: issue.problem }),
  });
  if (!yacht) return [];
  const gallery = await pageGallery({ ...NO_PAGE, yacht: codename }, { [codename]: item }, false);
  return teaserSections(gallery, yacht, locale).flatMap((section) => section.images.map((media) => lightboxItem(media, section.label)));
};
