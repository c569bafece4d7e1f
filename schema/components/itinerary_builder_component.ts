/**
 * itinerary_builder_component (spec 1 'build an itinerary', 2.2 /itinerary, 9.2): the planner. Its
 * places are the linked map_destination items that have coordinates (a place left at the 0,0
 * default is never offered), its yachts the linked charter yachts with the cruising speed and range
 * of their yacht data (spec 3.3). The page is cached for every visitor: the route itself lives in
 * the browser (a share link, local storage).
 */
import { z } from 'zod';
import { mapDestination } from '../catalogue/map-destination';
import type { ItineraryYacht } from '../itinerary/check';
import type { Background } from '../constants/component-defaults';
import { ENQUIRY_FORM_PATH } from '../constants/drawers';
import { ITINERARY_PAGE_PATH, MAP_DESTINATIONS_DEFAULT_VIEW } from '../constants/itinerary';
import type { Locale } from '../constants/locale';
import { defineComponent, linkedProps, type MapContext } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';
import type { MediaItem } from '../media';
import { yachtView } from '../yacht/view';
import { formHostHref } from './form-host';

export type ItineraryPlace = {
  key: string;
  name: string;
  lat: number;
  lng: number;
  category: string | null;
  title: string | null;
  description: string | null;
  href: string | null;
  image: Pick<MediaItem, 'url' | 'alt' | 'width' | 'height'> | null;
};

export type ItineraryBuilderProps = {
  locale: Locale;
  background: Background;
  headline: string | null;
  text: string | null;
  places: ItineraryPlace[];
  yachts: ItineraryYacht[];
  links: { itinerary: string; enquiry: string };
  view: { lat: number; lng: number; zoom: number };
};

const positive = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

const yachtsOf = (ctx: MapContext, codenames: readonly string[]): ItineraryYacht[] =>
  codenames.flatMap((codename) => {
    const item = ctx.linkedItem(codename);
    if (!item || item.system.type !== 'yacht') {
      ctx.report({ item: ctx.item, element: 'yachts', problem: `Linked yacht '${codename}' is missing or is not a yacht` });
      return [];
    }
    const yacht = yachtView(item, 'charter', ctx);
    if (!yacht) return [];
    return [{ id: yacht.yachtId, name: yacht.name, cruiseSpeed: positive(yacht.api.cruisespeed), range: positive(yacht.api.cruiserange ?? yacht.api.economicalrange) }];
  });

export const itineraryBuilderComponent = defineComponent({
  codename: 'itinerary_builder_component',
  elements: z.looseObject({
    background_color__options: background().optional(),
    headline: text().optional(),
    text: text().optional(),
    destinations: linkedItems().extend({
      value: z.array(z.string(), { error: 'Link the destinations a route is built from' }).min(2, 'Link at least two destinations to build a route from'),
    }),
    yachts: linkedItems().optional(),
  }),
  toProps: (el, ctx): ItineraryBuilderProps => ({
    locale: ctx.locale,
    background: toBackground(el.background_color__options),
    headline: optionalText(el.headline),
    text: optionalText(el.text),
    places: linkedProps(ctx, mapDestination, 'destinations', el.destinations.value)
      .filter((d) => d.located)
      .map((d) => ({
        key: d.key,
        name: d.name,
        lat: d.lat,
        lng: d.lng,
        category: d.category,
        title: d.title,
        description: d.description,
        href: d.href,
        image: d.markerImage?.isImage ? { url: d.markerImage.url, alt: d.markerImage.alt, width: d.markerImage.width, height: d.markerImage.height } : null,
      })),
    yachts: yachtsOf(ctx, el.yachts?.value ?? []),
    links: { itinerary: ctx.href(ITINERARY_PAGE_PATH), enquiry: formHostHref(ENQUIRY_FORM_PATH, { locale: ctx.locale }) },
    view: MAP_DESTINATIONS_DEFAULT_VIEW,
  }),
});
