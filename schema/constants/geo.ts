/** Spec 9.2: distances on the globe. */

/** Spec 9.2: distance uses the haversine formula with an Earth radius of 6371 km. */
export const EARTH_RADIUS_KM = 6371;
/** One international nautical mile, by definition. */
export const KM_PER_NAUTICAL_MILE = 1.852;
/** Latitudes and longitudes a place can have. */
export const MAX_LATITUDE = 90;
export const MAX_LONGITUDE = 180;
