/**
 * map_destinations_component (spec 3.10 'Destination on a map', 9.6): destinations as markers on a
 * map with a centre and zoom (defaults: the whole cruising world), their regions to show or hide,
 * and the same destinations as a list that works without the map.
 */
import { z } from 'zod';
import { mapDestination, type MapDestination } from '../catalogue/map-destination';
import type { Background } from '../constants/component-defaults';
import { MAX_LATITUDE, MAX_LONGITUDE } from '../constants/geo';
import { ITINERARY_PAGE_PATH, ITINERARY_QUERY_KEYS, MAP_DESTINATIONS_DEFAULT_VIEW, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '../constants/itinerary';
import type { Locale } from '../constants/locale';
import { defineComponent, linkedProps } from '../define';
import { background, flag, isYes, linkedItems, number, optionalText, text, toBackground } from '../elements';

export type MapView = { lat: number; lng: number; zoom: number };

export type MapDestinationsProps = {
  locale: Locale;
  background: Background;
  headline: string | null;
  text: string | null;
  destinations: MapDestination[];
  /** Every category, in the order the destinations name them. */
  categories: string[];
  view: MapView;
  /** The itinerary builder starting from a destination (`?p=` its key), localised; null when the editor did not ask for the link. */
  itineraryFrom: ((key: string) => string) | null;
};

const limited = (label: string, min: number, max: number) =>
  number().extend({
    value: z.number().min(min, `${label} must be between ${min} and ${max}`).max(max, `${label} must be between ${min} and ${max}`).nullable(),
  });

export const mapDestinationsComponent = defineComponent({
  codename: 'map_destinations_component',
  elements: z.looseObject({
    background_color__options: background().optional(),
    headline: text().optional(),
    text: text().optional(),
    destinations: linkedItems().extend({
      value: z.array(z.string(), { error: 'Link the destinations to show' }).min(1, 'Link at least one destination to show on the map'),
    }),
    center_lat: limited('Centre latitude', -MAX_LATITUDE, MAX_LATITUDE).optional(),
    center_lng: limited('Centre longitude', -MAX_LONGITUDE, MAX_LONGITUDE).optional(),
    zoom: limited('Zoom', MAP_ZOOM_MIN, MAP_ZOOM_MAX).optional(),
    /** 'yes': a single destination offers 'Start an itinerary here' (the builder must offer it too). */
    itinerary_link: flag('Itinerary link').optional(),
  }),
  toProps: (el, ctx): MapDestinationsProps => {
    const destinations = linkedProps(ctx, mapDestination, 'destinations', el.destinations.value);
    return {
      locale: ctx.locale,
      background: toBackground(el.background_color__options),
      headline: optionalText(el.headline),
      text: optionalText(el.text),
      destinations,
      categories: [...new Set(destinations.flatMap((d) => (d.category ? [d.category] : [])))],
      itineraryFrom: !isYes(el.itinerary_link) ? null : (key) => `${ctx.href(ITINERARY_PAGE_PATH)}?${ITINERARY_QUERY_KEYS.places}=${encodeURIComponent(key)}`,
      view: {
        lat: el.center_lat?.value ?? MAP_DESTINATIONS_DEFAULT_VIEW.lat,
        lng: el.center_lng?.value ?? MAP_DESTINATIONS_DEFAULT_VIEW.lng,
        zoom: el.zoom?.value ?? MAP_DESTINATIONS_DEFAULT_VIEW.zoom,
      },
    };
  },
});
