/**
 * Spec 2.5: the structured data of an itinerary page (its `itinerary_page` element is 'yes'): the
 * destination SEO data and one entry per image_text component, in page order.
 */
import { imageTextComponent } from '../../schema/components/image_text_component';
import { mapItem, itemRef } from '../../schema/define';
import type { ContentItem, LinkedItems } from '../../schema/kontent';
import type { Locale } from '../../schema/constants/locale';
import { itineraryJsonLd, plainText, type ItineraryDay, type TripJsonLd } from '../../schema/itinerary/structured-data';
import { publicPath } from '../../schema/locale';
import type { PageResult } from '../../schema/page';
import { SITE_URL } from './site';

const absolute = (url: string): string => (url.startsWith('/') ? `${SITE_URL}${url}` : url);

export const itineraryStructuredData = (page: PageResult, components: readonly ContentItem[], linkedItems: LinkedItems, locale: Locale): TripJsonLd | null => {
  if (!page.isItinerary) return null;
  const days: ItineraryDay[] = components.flatMap((item) => {
    if (item.system.type !== imageTextComponent.codename) return [];
    const mapped = mapItem(imageTextComponent, item.elements, { locale, item: itemRef(item), linkedItems });
    if (!mapped.ok || !mapped.props.title) return [];
    return [{ name: mapped.props.title, description: mapped.props.text ? plainText(mapped.props.text.html) || null : null, image: mapped.props.media ? absolute(mapped.props.media.url) : null }];
  });
  // The page's canonical address (site/lib/metadata.ts).
  return itineraryJsonLd(page, days, `${SITE_URL}${publicPath(page.urlSlug, locale)}`);
};
