/** Shape of an event's copy (spec 3.9 event tiles: start and end dates, address). */
import type { L } from '../shared';

export type YachtingEvent = {
  slug: string;
  title: L;
  /** Tile and breadcrumb title, for titles too long to show there. */
  short?: L;
  teaser: L;
  about: L;
  /** ISO date-times in UTC. */
  start: string;
  end: string;
  venue: L;
  address: L;
  body: L;
  /** What Halcyon brings to the show. */
  presence: { title: L; html: L; about: L };
  lastModified: string;
};
