/**
 * The content model the code expects, read from the zod module of each CMS type
 * (schema/content-types.ts): per type, each element's codename, Kontent element type, whether the
 * code needs it, and the options a multiple-choice element must offer. The local Delivery API
 * answers `/types` from it and `npm run validate -- --types` compares an environment's types with
 * it, so a type added to the registry is covered by both without another list.
 */
import { z } from 'zod';
import { CONTENT_TYPE_SCHEMAS, type ContentTypeSchema } from './content-types';

export type ModelElement = {
  type: string;
  /** The item is invalid without it. */
  required: boolean;
  /** Option codenames a multiple_choice element accepts; null when any option is read. */
  options: readonly string[] | null;
};

export type ModelType = { codename: string; source: string; elements: Readonly<Record<string, ModelElement>> };

/** The parts of a JSON Schema object read here; everything else is ignored. */
const jsonObject = z.looseObject({
  properties: z.record(z.string(), z.unknown()).optional(),
  required: z.array(z.string()).optional(),
});
const elementJson = z.looseObject({
  properties: z.looseObject({
    type: z.looseObject({ const: z.string() }),
    value: z
      .looseObject({
        items: z.looseObject({ properties: z.looseObject({ codename: z.looseObject({ enum: z.array(z.string()).optional() }).optional() }).optional() }).optional(),
      })
      .optional(),
  }),
});

/** One type's expected elements, from the JSON Schema of its zod module (input side, as content arrives). */
export const modelTypeOf = ({ codename, elements, source }: ContentTypeSchema): ModelType => {
  const json = jsonObject.parse(z.toJSONSchema(elements, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }));
  const required = new Set(json.required ?? []);
  const model: Record<string, ModelElement> = {};
  for (const [element, schema] of Object.entries(json.properties ?? {})) {
    const parsed = elementJson.safeParse(schema);
    // Every element helper pins `type` to a literal; one that does not is a schema bug worth failing on.
    if (!parsed.success) throw new Error(`${source}: element '${element}' of ${codename} does not name its Kontent element type`);
    const options = parsed.data.properties.value?.items?.properties?.codename?.enum ?? null;
    model[element] = { type: parsed.data.properties.type.const, required: required.has(element), options };
  }
  return { codename, source, elements: model };
};

let cached: ReadonlyMap<string, ModelType> | undefined;

/** Every modelled type by codename (computed once per process). */
export const contentModel = (): ReadonlyMap<string, ModelType> => {
  cached ??= new Map(CONTENT_TYPE_SCHEMAS.map((schema) => [schema.codename, modelTypeOf(schema)]));
  return cached;
};
