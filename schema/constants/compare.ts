/** The comparison (spec 2.11): its market views, its bounds and the query key of its share link. */
export const COMPARE_VIEWS = ['sale', 'charter'] as const;
export type CompareView = (typeof COMPARE_VIEWS)[number];

/** Yachts one comparison holds: more columns than this are unreadable, and it bounds the route's work. */
export const COMPARE_MAX_YACHTS = 12;
/** Longer than any valid list of COMPARE_MAX_YACHTS entries: a bigger query is refused unread. */
export const COMPARE_MAX_QUERY_LENGTH = 1000;
/** The query key of the share link and of the compare route. */
export const COMPARE_QUERY_KEY = 'c';
