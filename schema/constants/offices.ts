/** Spec 3.8, 9.6, 9.7: offices, and the maps that show them. */

/** Spec 9.7: the brokerage offices and the crew-network offices. */
export const BROKERAGE_OFFICE_COUNT = 16;
export const CREW_NETWORK_OFFICE_COUNT = 4;

/** Spec 3.8: office type codenames, compared case-insensitively. */
export const OFFICE_TYPE_BROKERAGE = 'yacht_brokerage';
export const OFFICE_TYPE_CREW_NETWORK = 'tcn';
/** Spec 3.8: isHeadOffice is true when head_office is 'yes'. */
export const HEAD_OFFICE_YES = 'yes';

/** Spec 9.6: office coordinates default to 0. */
export const OFFICE_COORDINATE_DEFAULT = 0;

/** Map views: the whole world for many offices, a harbour-scale view for one. */
export const OFFICE_MAP_WORLD_VIEW = { lng: 20, lat: 25, zoom: 1 } as const;
export const OFFICE_MAP_SINGLE_ZOOM = 5;
/** Padding (px) around the offices when the map fits them. */
export const OFFICE_MAP_FIT_PADDING_PX = 48;
/** The map is fetched once the visitor scrolls within this distance of it. */
export const OFFICE_MAP_LOAD_MARGIN_PX = 400;
/** The local clock next to an office refreshes this often. */
export const OFFICE_CLOCK_TICK_MS = 30_000;
/** A clock starts this far before it scrolls into view: each time zone's formatter is costly to make. */
export const OFFICE_CLOCK_AHEAD_PX = 300;
/** Choosing an office zooms in at least this far. */
export const OFFICE_MAP_SELECTED_MIN_ZOOM = 3;
/** Land shape scales of the offline map style: coarse for the world, finer for one office's region. */
export const LAND_SCALES = ['110m', '50m'] as const;
export type LandScale = (typeof LAND_SCALES)[number];
/** Where the site serves the land shapes of the offline map style (GeoJSON). */
export const landPath = (scale: LandScale): string => `/api/land/${scale}/`;
/** Land coordinates are rounded to this many decimals (about 1 km): the shapes are drawn, not measured. */
export const LAND_COORDINATE_DECIMALS = 2;
/** Web Mercator draws latitudes up to about ±85.05°; land beyond is clamped to it. */
export const MERCATOR_MAX_LATITUDE = 85;
