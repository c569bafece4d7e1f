/**
 * Content model routes of the Delivery API (spec 7.1): types, one type, one type element,
 * taxonomies, one taxonomy group, languages. Listings page with skip/limit like items.
 */
import { paginate, type RequestContext, type RouteResult } from './context';
import { apiErrors } from './errors';
import { parseItemsQuery } from './query';

const pageOf = <T>(ctx: RequestContext, all: readonly T[]) => {
  const query = parseItemsQuery(ctx.params);
  return paginate(all, query.skip, query.limit, ctx.pageUrl);
};

export const listTypes = (ctx: RequestContext): RouteResult => {
  const { page, pagination } = pageOf(ctx, ctx.store.types);
  return { body: { types: page, pagination } };
};

export const getType = (ctx: RequestContext, codename: string): RouteResult => {
  const type = ctx.store.typeByCodename.get(codename);
  if (!type) throw apiErrors.typeNotFound(codename);
  return { body: type };
};

export const getTypeElement = (ctx: RequestContext, typeCodename: string, elementCodename: string): RouteResult => {
  const type = ctx.store.typeByCodename.get(typeCodename);
  if (!type) throw apiErrors.typeNotFound(typeCodename);
  const element = type.elements[elementCodename];
  if (!element) throw apiErrors.elementNotFound(elementCodename, typeCodename);
  return { body: { ...element, codename: elementCodename } };
};

export const listTaxonomies = (ctx: RequestContext): RouteResult => {
  const { page, pagination } = pageOf(ctx, ctx.store.taxonomies);
  return { body: { taxonomies: page, pagination } };
};

export const getTaxonomy = (ctx: RequestContext, codename: string): RouteResult => {
  const group = ctx.store.taxonomyByCodename.get(codename);
  if (!group) throw apiErrors.taxonomyNotFound(codename);
  return { body: group };
};

export const listLanguages = (ctx: RequestContext): RouteResult => {
  const { page, pagination } = pageOf(ctx, ctx.store.manifest.languages);
  return { body: { languages: page, pagination } };
};
