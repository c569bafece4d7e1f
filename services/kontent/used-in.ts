/**
 * "Used in" routes of the Delivery API (spec 7.1): GET items/{codename}/used-in and
 * assets/{codename}/used-in, the SDK's itemUsedIn and assetUsedIn. As hosted, each entry is one
 * language variant of an item that references the item or asset directly (its linked items, the
 * items and components of its rich text, its rich-text links, its assets and rich-text images),
 * with only its system properties; pages are chained with the X-Continuation header, and the answer
 * has no pagination object. A codename nothing references answers an empty list, not a 404: hosted
 * lists the users of a deleted asset too. The `system.*` filters and `language` narrow the list.
 */
import { z } from 'zod';
import type { RequestContext, RouteResult } from './context';
import { componentCodenames } from './components';
import { compileFilter } from './filters';
import { CONTINUATION_HEADER, decodeContinuation, encodeContinuation } from './items';
import { parseItemsQuery } from './query';
import type { Element, ItemSet, Variant } from './store';
import { safeDecode } from '../../schema/locale';

/** One entry of a used-in answer, in the order of the SDK's recorded responses. */
export type UsedInEntry = {
  system: {
    id: string;
    name: string;
    codename: string;
    language: string;
    type: string;
    collection: string;
    workflow: string;
    workflow_step: string;
    last_modified: string;
  };
};

/** What a variant references: item codenames and asset keys (see assetKeys). */
type References = { items: Set<string>; assets: Set<string> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const linkSchema = z.object({ codename: z.string() });
const imageSchema = z.object({ image_id: z.string().optional(), url: z.string().optional() });

/**
 * The keys an asset is known by. Delivery API asset values carry no codename, so the stand-in
 * knows an asset by the id in its URL (`…/{asset id}/{file name}`, hosted and local alike) and by a
 * codename made from its file name as Kontent makes codenames ("Deck plan.pdf" -> deck_plan_pdf).
 */
export const assetKeys = (url: string, id?: string): string[] => {
  const segments =
    url
      .split('?')[0]
      ?.split('/')
      .filter((s) => s !== '') ?? [];
  const file = safeDecode(segments.at(-1) ?? '') ?? '';
  const codename = file
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const inUrl = segments.at(-2) ?? '';
  return [id ?? (UUID.test(inUrl) ? inUrl : ''), codename].filter((key) => key !== '');
};

const addElement = (element: Element, refs: References): void => {
  if (element.type === 'modular_content') for (const codename of element.value) refs.items.add(codename);
  if (element.type === 'asset') for (const asset of element.value) for (const key of assetKeys(asset.url)) refs.assets.add(key);
  if (element.type !== 'rich_text') return;
  for (const codename of element.modular_content) refs.items.add(codename);
  // A component belongs to its parent: what it references, the parent references.
  for (const component of element.components ?? []) for (const inner of Object.values(component.elements)) addElement(inner, refs);
  for (const link of Object.values(element.links)) {
    const parsed = linkSchema.safeParse(link);
    if (parsed.success) refs.items.add(parsed.data.codename);
  }
  for (const [key, image] of Object.entries(element.images)) {
    const parsed = imageSchema.safeParse(image);
    const keys = parsed.success && parsed.data.url ? assetKeys(parsed.data.url, parsed.data.image_id ?? key) : [key];
    for (const asset of keys) refs.assets.add(asset);
  }
};

const referencesOf = (variant: Variant): References => {
  const refs: References = { items: new Set(), assets: new Set() };
  for (const element of Object.values(variant.elements)) addElement(element, refs);
  // Components are not items: nothing is "used in" by naming one.
  for (const codename of componentCodenames(variant.elements)) refs.items.delete(codename);
  return refs;
};

type UsedInIndex = { items: Map<string, Variant[]>; assets: Map<string, Variant[]> };

/** Built once per item set (a store is reloaded, never changed): every variant is read once. */
const indexes = new WeakMap<ItemSet, UsedInIndex>();

const push = (map: Map<string, Variant[]>, key: string, variant: Variant): void => {
  const list = map.get(key);
  if (list) list.push(variant);
  else map.set(key, [variant]);
};

const indexOf = (set: ItemSet): UsedInIndex => {
  const known = indexes.get(set);
  if (known) return known;
  const index: UsedInIndex = { items: new Map(), assets: new Map() };
  for (const codename of set.codenames) {
    const languages = set.variants.get(codename);
    for (const language of [...(languages?.keys() ?? [])].sort()) {
      const variant = languages?.get(language);
      if (!variant) continue;
      const refs = referencesOf(variant);
      for (const item of refs.items) push(index.items, item, variant);
      for (const asset of refs.assets) push(index.assets, asset, variant);
    }
  }
  indexes.set(set, index);
  return index;
};

const entryOf = ({ system }: Variant): UsedInEntry => ({
  system: {
    id: system.id,
    name: system.name,
    codename: system.codename,
    language: system.language,
    type: system.type,
    collection: system.collection ?? 'default',
    workflow: system.workflow ?? 'default',
    workflow_step: system.workflow_step ?? 'published',
    last_modified: system.last_modified,
  },
});

const answer = (ctx: RequestContext, users: readonly Variant[], pageSize: number): RouteResult => {
  const query = parseItemsQuery(ctx.params);
  const predicates = query.filters.map((filter) => compileFilter(ctx.store, filter));
  const matched = users.filter((variant) => (query.language === undefined || variant.system.language === query.language) && predicates.every((matches) => matches(variant)));
  const offset = decodeContinuation(ctx.headers[CONTINUATION_HEADER]);
  const next = offset + pageSize;
  return {
    body: { items: matched.slice(offset, next).map(entryOf) },
    headers: next < matched.length ? { [CONTINUATION_HEADER]: encodeContinuation(next) } : {},
  };
};

export const itemUsedIn = (ctx: RequestContext, codename: string, pageSize: number): RouteResult => answer(ctx, indexOf(ctx.items).items.get(codename) ?? [], pageSize);

export const assetUsedIn = (ctx: RequestContext, codename: string, pageSize: number): RouteResult => answer(ctx, indexOf(ctx.items).assets.get(codename) ?? [], pageSize);
