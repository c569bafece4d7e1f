/**
 * The `map_destination` content type (spec 3.10 'Destination on a map', 9.6): a place with its
 * coordinates (default 0), marker image, name, category, title, description and the URL of its
 * guide. Linked from map_destinations_component (the markers) and itinerary_builder_component (the
 * places a route is built from). A place left at 0,0 is not on any map and is never offered as a stop.
 */
import { z } from 'zod';
import { DESTINATION_COORDINATE_DEFAULT } from '../constants/itinerary';
import { MAX_LATITUDE, MAX_LONGITUDE } from '../constants/geo';
import { defineComponent } from '../define';
import { dam, firstMedia, number, optionalText, requiredText, text } from '../elements';
import type { MediaItem } from '../media';

export type MapDestination = {
  /** The item's codename: the key of markers, list entries and itinerary links. */
  key: string;
  name: string;
  title: string | null;
  description: string | null;
  /** The region it is grouped under (text, so each language names it). */
  category: string | null;
  lat: number;
  lng: number;
  /** False when the coordinates are the 0/0 default: no marker, no stop. */
  located: boolean;
  /** The guide's localised path, or null. */
  href: string | null;
  markerImage: MediaItem | null;
};

/** An internal path: the guide lives on this site. */
const INTERNAL_PATH = /^(|\/[^/\\\s][^\s]*|\/)$/;

const coordinate = (value: number | null | undefined, limit: number): number => (value !== null && value !== undefined && Math.abs(value) <= limit ? value : DESTINATION_COORDINATE_DEFAULT);

export const mapDestination = defineComponent({
  codename: 'map_destination',
  elements: z.looseObject({
    destination_name: requiredText('Destination name is required'),
    destination_title: text().optional(),
    destination_description: text().optional(),
    destination_category: text().optional(),
    latitude: number().optional(),
    longitude: number().optional(),
    marker_image: dam().optional(),
    destination_url: text()
      .extend({ value: z.string().regex(INTERNAL_PATH, "Destination URL must be a path on this site, starting with '/'") })
      .optional(),
  }),
  toProps: (el, ctx): MapDestination => {
    const lat = coordinate(el.latitude?.value, MAX_LATITUDE);
    const lng = coordinate(el.longitude?.value, MAX_LONGITUDE);
    const url = optionalText(el.destination_url);
    return {
      key: ctx.item.codename,
      name: el.destination_name.value.trim(),
      title: optionalText(el.destination_title),
      description: optionalText(el.destination_description),
      category: optionalText(el.destination_category),
      lat,
      lng,
      located: lat !== DESTINATION_COORDINATE_DEFAULT || lng !== DESTINATION_COORDINATE_DEFAULT,
      href: url ? ctx.href(url) : null,
      markerImage: firstMedia(el.marker_image, ctx.locale),
    };
  },
});
