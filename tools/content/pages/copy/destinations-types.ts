/** Shape of a destination's copy (spec 3.1 destinationSEO, 3.10 destination on a map). */
import type { L, NumberSpec } from '../shared';

export type Destination = {
  /** The last path segment; the same in both languages (spec 2.2: only /destination becomes /destino). */
  slug: string;
  name: L;
  /** Coordinates of the cruising ground's usual base, in decimal degrees (WGS 84). */
  lat: number;
  lng: number;
  title: L;
  teaser: L;
  about: L;
  /** Overview and when to go. */
  intro: L;
  highlights: { title: L; html: L; about: L };
  /** A sample week, as a list of days. */
  itinerary: L;
  facts?: NumberSpec[];
  lastModified: string;
};
