// @ts-check
/**
 * What the page cache and the site tell each other. Next imports the cache handler by itself,
 * outside the bundles the site's code runs in, and offers no way to hand it anything: the site
 * says here whether the Delivery API is down (site/lib/cms-status.ts), the handler says which pages
 * it holds, through the one process-wide slot of site/lib/process-wide.mjs. handler.test.ts fails
 * if a handler loaded as Next loads it and the site's side stop seeing each other.
 */
import { processWide } from '../lib/process-wide.mjs';

/**
 * @typedef {object} SiteLink
 * @property {() => Promise<boolean>} deliveryDown before the site has said, not
 * @property {(pathKey: string) => Promise<boolean>} holdsPage before the handler has said, assumed so
 */

/** @returns {SiteLink} */
const link = () => processWide('cache-site-link', () => /** @type {SiteLink} */ ({ deliveryDown: async () => false, holdsPage: async () => true }));

/** The site: how to learn whether the Delivery API is down. @param {() => Promise<boolean>} down */
export const tellDeliveryHealth = (down) => {
  link().deliveryDown = down;
};

/** The handler: how to learn whether a page path has an entry. @param {(pathKey: string) => Promise<boolean>} holds */
export const tellPageIndex = (holds) => {
  link().holdsPage = holds;
};

export const deliveryDown = () => link().deliveryDown();

/** @param {string} pathKey */
export const holdsPage = (pathKey) => link().holdsPage(pathKey);
