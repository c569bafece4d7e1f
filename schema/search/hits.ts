/** Search responses are checked before they are used (zod at the boundary): a malformed hit is skipped. */
import type { z } from 'zod';

export const validHits = <T>(schema: z.ZodType<T>, hits: readonly unknown[]): T[] =>
  hits.flatMap((hit) => {
    const parsed = schema.safeParse(hit);
    return parsed.success ? [parsed.data] : [];
  });
