/**
 * The content types the local Delivery API answers at `/types` (spec 7.1), in Kontent's shape:
 * every type the code models is generated from its schema module (schema/content-model.ts), so the
 * stand-in's model is the code's own and a new type module appears here without a list to edit.
 * Stored types (types.json, derived from the items) lend what the modules do not fix: their ids,
 * dates, element names and the options of free multiple-choice elements; a stored type the code
 * does not model is answered as stored, as Kontent would still list it.
 */
import { createHash } from 'node:crypto';
import { contentModel, type ModelType } from '../../schema/content-model';
import type { ContentType } from './store-schema';

/** A stable UUID-shaped id from a key, so the answer does not change between loads. */
const stableId = (key: string): string => {
  const h = createHash('sha1').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const humanName = (codename: string): string =>
  codename
    .replace(/_+/g, ' ')
    .trim()
    .replace(/^\w/, (c) => c.toUpperCase());

/** Before any generated content: a type the store has not seen is as old as the model. */
const MODEL_DATE = '2025-01-01T00:00:00.000Z';

type TypeElement = ContentType['elements'][string];

const elementOf = (codename: string, model: ModelType['elements'][string], stored: TypeElement | undefined): TypeElement => {
  const name = stored?.type === model.type ? stored.name : humanName(codename);
  if (model.type === 'multiple_choice') {
    const options = model.options?.map((option) => stored?.options?.find((o) => o.codename === option) ?? { name: option, codename: option });
    return { type: model.type, name, options: options ?? stored?.options ?? [] };
  }
  // The modules do not fix a taxonomy group: the stored one, else the group named as the element.
  if (model.type === 'taxonomy') return { type: model.type, name, taxonomy_group: stored?.taxonomy_group ?? codename };
  return { type: model.type, name };
};

const typeOf = (model: ModelType, stored: ContentType | undefined): ContentType => ({
  system: stored?.system ?? { id: stableId(`type:${model.codename}`), name: humanName(model.codename), codename: model.codename, last_modified: MODEL_DATE },
  elements: Object.fromEntries(Object.entries(model.elements).map(([codename, element]) => [codename, elementOf(codename, element, stored?.elements[codename])])),
});

/** The stored types with every modelled type generated from the code, sorted by codename. */
export const withCodeModel = (stored: readonly ContentType[], model: ReadonlyMap<string, ModelType> = contentModel()): ContentType[] => {
  const byCodename = new Map(stored.map((type) => [type.system.codename, type]));
  const generated = [...model.values()].map((type) => typeOf(type, byCodename.get(type.codename)));
  const unmodelled = stored.filter((type) => !model.has(type.system.codename));
  return [...generated, ...unmodelled].sort((a, b) => a.system.codename.localeCompare(b.system.codename));
};
