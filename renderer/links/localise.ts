/**
 * Localised links (spec 2.1, 2.14). The rules live in schema/links.ts so that components, which
 * may only import schema, apply the same ones; the site imports them from here.
 */
export {
  externalHref,
  isExternal,
  isSafeHref,
  linkTarget,
  localisedPath,
  stripLocalePrefix,
  withTrailingSlash,
} from '../../schema/links';
