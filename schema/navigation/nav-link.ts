/** A menu or footer link from a text and a path or URL (spec 2.14): internal paths are localised. */
import { isExternal } from '../links';
import type { MapContext } from '../define';
import type { NavLink } from './types';

export const navLink = (text: string, url: string, ctx: Pick<MapContext, 'href'>): NavLink => {
  const external = isExternal(url);
  return { text, href: external ? url : ctx.href(url), external };
};

/**
 * A link to the form host (spec 2.13): an absolute URL or a root path such as /forms/newsletter/,
 * never localised by prefix; the form's language travels as `lang`.
 */
export const formLink = (text: string, url: string, ctx: Pick<MapContext, 'locale'>): NavLink => {
  const [path = '', hash] = url.split('#', 2);
  const [base = '', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('lang', ctx.locale);
  return { text, href: `${base}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`, external: isExternal(url) };
};
