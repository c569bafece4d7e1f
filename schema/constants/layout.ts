/** Spec 9.5: timing and layout, named as the spec names them (one place for each number). */

/** Scroll handler throttle. */
export const SCROLL_THROTTLE_MS = 200;
/** Resize handler debounce. */
export const RESIZE_DEBOUNCE_MS = 100;
/** Delay on the first scroll down before the header becomes sticky (spec 2.6). */
export const HEADER_STICKY_DELAY_MS = 400;
/** The mega menu closes when the menu bar's top leaves this range (spec 2.6). */
export const MEGA_MENU_CLOSE_BELOW_PX = -25;
export const MEGA_MENU_CLOSE_ABOVE_PX = 43;
/** Header height on mobile. */
export const HEADER_HEIGHT_MOBILE_PX = 76;

/** Breakpoints (px); `lg` is where the desktop menu bar replaces the mobile menu. */
export const BREAKPOINTS = { xs: 375, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1440, '3xl': 1600 } as const;

/** Spec 2.15, 9.5: at most this many route preloads run at once. */
export const ROUTE_PRELOAD_CONCURRENCY = 4;
/** Spec 2.15: connections on which nothing is preloaded (Network Information API effectiveType). */
export const PRELOAD_SKIPPED_CONNECTIONS = ['slow-2g', '2g'] as const;
