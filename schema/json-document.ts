/**
 * JSON documents inside string values (spec 3.3: api_data, price, contract_currencies; spec 3.6 DAM).
 * zod parses the JSON and checks the document; the exported JSON Schema says the same with the
 * content vocabulary (`contentMediaType: application/json` + `contentSchema`), which the validate
 * CLI asserts, so tools outside TypeScript check the document too.
 */
import { z } from 'zod';

/** A zod schema's JSON Schema (the raw input it accepts) without `$schema`, to embed in another schema. */
export const embeddedJsonSchema = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  return rest;
};

/** A string holding a JSON document that `schema` accepts. A blank string is refused. */
export const jsonDocument = <S extends z.ZodType>(schema: S, label: string) =>
  z
    .string({ error: `${label} must be a string holding JSON` })
    .regex(/\S/, `${label} is empty`)
    .transform((value, ctx): unknown => {
      try {
        return JSON.parse(value);
      } catch {
        ctx.issues.push({ code: 'custom', input: value, message: `${label} is not valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .meta({ contentMediaType: 'application/json', contentSchema: embeddedJsonSchema(schema) });
