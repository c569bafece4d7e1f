/**
 * zod schemas of the content store files on disk (spec 7.1): the Delivery API's own JSON shapes,
 * so the local API can serve them unchanged. Objects are loose: fields the API does not know about
 * yet are kept and served, as Kontent would serve them.
 */
import { z } from 'zod';
import {
  assetValue,
  choiceOption,
  customElement,
  dateTimeElement,
  modularContentElement,
  multipleChoiceElement,
  numberElement,
  richTextElement,
  systemSchema,
  taxonomyElement,
  textElement,
  urlSlugElement,
} from '../../schema/kontent';

const codename = z.string().min(1);

export const languageSchema = z.object({ system: z.object({ id: z.string(), name: z.string(), codename }).loose() }).loose();

export const manifestSchema = z
  .object({
    environmentId: z.string().min(1),
    defaultLanguage: codename,
    languages: z.array(languageSchema).min(1),
    fallbacks: z.record(z.string(), z.string()).default({}),
  })
  .loose()
  .superRefine((manifest, ctx) => {
    const known = new Set(manifest.languages.map((l) => l.system.codename));
    if (!known.has(manifest.defaultLanguage)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: `Default language '${manifest.defaultLanguage}' is not in 'languages'`,
      });
    }
    for (const [from, to] of Object.entries(manifest.fallbacks)) {
      if (!known.has(from) || !known.has(to)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fallbacks', from],
          message: `Fallback '${from}' -> '${to}' names a language that is not in 'languages'`,
        });
      }
    }
  });

const typeElementSchema = z
  .object({
    type: z.string(),
    name: z.string(),
    codename: z.string().optional(),
    options: z.array(choiceOption.loose()).optional(),
    taxonomy_group: z.string().optional(),
  })
  .loose();

export const contentTypeSchema = z
  .object({
    system: z.object({ id: z.string(), name: z.string(), codename, last_modified: z.string() }).loose(),
    elements: z.record(z.string(), typeElementSchema),
  })
  .loose();

export type TaxonomyTerm = { name: string; codename: string; terms: TaxonomyTerm[] };
const termSchema: z.ZodType<TaxonomyTerm> = z.lazy(() => z.object({ name: z.string(), codename, terms: z.array(termSchema) }).loose());

export const taxonomyGroupSchema = z
  .object({
    system: z.object({ id: z.string(), name: z.string(), codename, last_modified: z.string() }).loose(),
    terms: z.array(termSchema),
  })
  .loose();

/**
 * A component (spec 3.2): a single-use item an editor inserted into a rich text element. It is kept
 * inside that element (`components`, which the API never answers) because it has no life of its own:
 * no workflow, no listing, no URL; the API answers it in `modular_content` (./components.ts).
 */
export type StoredComponent = {
  system: { id: string; codename: string; type: string; [field: string]: unknown };
  elements: Record<string, Element>;
};

const storedComponentSchema: z.ZodType<StoredComponent> = z.lazy(() =>
  z.object({
    system: z.object({ id: z.string().min(1), codename, type: codename }).loose(),
    elements: z.record(z.string(), elementSchema),
  }),
);

/** Every element type the Delivery API sends, discriminated by `type` so a bad value names its type. */
export const elementSchema = z.discriminatedUnion('type', [
  textElement.loose(),
  // Kontent always sends these three; defaults keep the SDK's rich-text mapper safe on sparse files.
  richTextElement
    .extend({
      images: z.record(z.string(), z.unknown()).default({}),
      links: z.record(z.string(), z.unknown()).default({}),
      modular_content: z.array(z.string()).default([]),
      components: z.array(storedComponentSchema).optional(),
    })
    .loose()
    .refine((element) => (element.components ?? []).every((c) => element.modular_content.includes(c.system.codename)), {
      message: "Every component of a rich text element must be named in its 'modular_content'",
      path: ['components'],
    }),
  numberElement.loose(),
  dateTimeElement.loose(),
  multipleChoiceElement.loose(),
  taxonomyElement.loose(),
  urlSlugElement.loose(),
  modularContentElement.loose(),
  z.object({ type: z.literal('asset'), name: z.string(), value: z.array(assetValue.loose()) }).loose(),
  customElement.loose(),
]);

export const variantSchema = z
  .object({
    system: systemSchema
      .extend({
        codename,
        collection: z.string(),
        sitemap_locations: z.array(z.string()),
        workflow_step: z.string().nullable(),
        workflow: z.string().nullable(),
      })
      .loose(),
    elements: z.record(z.string(), elementSchema),
  })
  .loose();

export const typesFileSchema = z.array(contentTypeSchema);
export const taxonomiesFileSchema = z.array(taxonomyGroupSchema);
export const itemsFileSchema = z.array(variantSchema);

export type Manifest = z.infer<typeof manifestSchema>;
export type Language = z.infer<typeof languageSchema>;
export type ContentType = z.infer<typeof contentTypeSchema>;
export type TaxonomyGroup = z.infer<typeof taxonomyGroupSchema>;
export type Element = z.infer<typeof elementSchema>;
export type Variant = z.infer<typeof variantSchema>;
