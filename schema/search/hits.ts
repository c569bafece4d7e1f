/** Search responses are checked before they are used (zod at the boundary): a malformed hit is skipped. */
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/mini';

/** Any zod schema, classic or mini: the browser's search islands check with zod/mini. */
export const validHits = <S extends $ZodType>(schema: S, hits: readonly unknown[]): output<S>[] =>
  hits.flatMap((hit) => {
    const parsed = safeParse(schema, hit);
    return parsed.success ? [parsed.data] : [];
  });
