/** Spec 1 ('build an itinerary'), 2.2 /itinerary, 2.13 (the enquiry form), 3.10 (destinations on a map), 9.6. */

/** Spec 2.2: the itinerary's named path. */
export const ITINERARY_PAGE_PATH = '/itinerary';

/** Spec 9.6: destination coordinates default to 0; a destination left at 0,0 has no place on a map. */
export const DESTINATION_COORDINATE_DEFAULT = 0;

/** Spec 3.10: the map's centre and zoom when the editor leaves them empty (the whole cruising world). */
export const MAP_DESTINATIONS_DEFAULT_VIEW = { lat: 25, lng: 10, zoom: 1 } as const;
/** Zoom levels an editor may set (maplibre and mapbox draw 0-22). */
export const MAP_ZOOM_MIN = 0;
export const MAP_ZOOM_MAX = 18;
/** The editor's zoom is for a map this wide (px); a narrower map (a phone) zooms out to show the same span. */
export const MAP_REFERENCE_WIDTH_PX = 768;
/**
 * A locator map's still picture (before the map library loads), per box shape, in px at the view's
 * zoom; cropped to its box, each shows the span the drawn map will: a wide box its own width, a
 * narrow one (a phone) MAP_REFERENCE_WIDTH_PX.
 */
export const MAP_PREVIEW_SHAPES = { wide: { width: 1536, height: 288 }, narrow: { width: 768, height: 576 } } as const;
/**
 * A marker's radius in each picture's units, so that it shows at the drawn map's 7 px: the wide
 * picture is shown at about its own size, the narrow one at a phone's width (about 360 px of 768).
 */
export const MAP_PREVIEW_MARKER_RADIUS = { wide: 7, narrow: 15 } as const;
export type MapPreviewShape = keyof typeof MAP_PREVIEW_SHAPES;
/** Its view's figures in the picture's address: enough for a metre, few enough to share a cached picture. */
export const MAP_PREVIEW_DECIMALS = 4;
/** From this zoom in, a destination map and its picture draw the finer coastline. */
export const MAP_DETAILED_ZOOM = 3;
/** The address of the picture of a view; site/app/api/map-preview answers it. */
export const mapPreviewPath = ({ lat, lng, zoom }: { lat: number; lng: number; zoom: number }, shape: MapPreviewShape): string =>
  `/api/map-preview/${[zoom, lat, lng].map((n) => Number(n.toFixed(MAP_PREVIEW_DECIMALS))).join('/')}/${shape}.svg`;
/** Destination markers closer than this (px) gather into a counted cluster... */
export const MAP_CLUSTER_RADIUS_PX = 44;
/** ...up to this zoom; closer in, every destination shows on its own. */
export const MAP_CLUSTER_MAX_ZOOM = 6;

/** Spec 2.13: the enquiry form's message limit in characters (the form host refuses longer messages). */
export const ENQUIRY_MESSAGE_MAX_LENGTH = 5000;
/**
 * Places (start + stops) one itinerary holds. The message sent to a broker lists every place and
 * leg; itinerary/message.test.ts proves this many of the longest names still fit the message limit.
 */
export const ITINERARY_MAX_PLACES = 15;
/** A place's name in that message is cut to this many characters (an editor's long name cannot crowd out the route). */
export const ITINERARY_MESSAGE_NAME_MAX = 48;

/** Hours at sea in a cruising day unless the visitor says otherwise; the choices they have. */
export const CRUISING_DAY_HOURS_DEFAULT = 8;
export const CRUISING_DAY_HOURS_MIN = 1;
export const CRUISING_DAY_HOURS_MAX = 24;
/** Knots assumed for hours at sea until a yacht with its own cruising speed is chosen; the visitor's range. */
export const CRUISING_SPEED_DEFAULT_KN = 12;
export const CRUISING_SPEED_MIN_KN = 4;
export const CRUISING_SPEED_MAX_KN = 40;

/** The share link's query keys: places, yacht, speed, hours. */
export const ITINERARY_QUERY_KEYS = { places: 'p', yacht: 'y', speed: 'kn', hours: 'h' } as const;
/** Longer than any valid link: a bigger query is dropped unread. */
export const ITINERARY_MAX_QUERY_LENGTH = 2000;
/** Local storage key of the visitor's itinerary in progress. */
export const ITINERARY_STORAGE_KEY = 'itinerary';
