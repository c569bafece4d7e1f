/** The brand the site speaks for: its name, the slug used in branded paths (spec 2.2) and the site title. */
export const BRAND_NAME = 'Halcyon Yachts';
export const BRAND_SHORT_NAME = 'Halcyon';
export const BRAND_SLUG = 'halcyon';
export const SITE_TITLE = 'Halcyon Yachts';

/** Branded paths of spec 2.2: `/future-by-{brand}`, `/{brand}-book-of-luxury-yachting`, `/{brand}-expert-insight/{slug}`. */
export const SUSTAINABILITY_PATH = `/future-by-${BRAND_SLUG}`;
export const BOOK_OF_YACHTING_PATH = `/${BRAND_SLUG}-book-of-luxury-yachting`;
export const EXPERT_INSIGHT_PATH = `/${BRAND_SLUG}-expert-insight`;
