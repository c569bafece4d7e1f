/** A menu or footer link from a text and a path or URL (spec 2.14): internal paths are localised. */
import { isExternal } from '../links';
import type { MapContext } from '../define';
import type { NavLink } from './types';

export const navLink = (text: string, url: string, ctx: Pick<MapContext, 'href'>): NavLink => {
  const external = isExternal(url);
  return { text, href: external ? url : ctx.href(url), external };
};
