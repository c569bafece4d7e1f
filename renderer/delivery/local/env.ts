/** Environment of the local Delivery API: where the content store lives and the response size cap. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  CONTENT_DIR: z.string().optional(),
  LOCAL_DELIVERY_MAX_RESPONSE_BYTES: z
    .string()
    .trim()
    .regex(/^(\d*)$/, 'must be a whole number of bytes')
    .optional(),
});

export type LocalDeliveryEnv = { contentDir: string; maxResponseBytes: number | undefined };

/** The nearest folder at or above `from` holding a package.json: the repository root. */
export const findRepoRoot = (from: string = process.cwd()): string => {
  // Runtime lookup, not code: the bundler must not trace the working directory.
  let dir = resolve(/*turbopackIgnore: true*/ from);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return resolve(/*turbopackIgnore: true*/ from);
    dir = parent;
  }
  return dir;
};

/** Reads CONTENT_DIR (default `<repo>/.data/content`) and LOCAL_DELIVERY_MAX_RESPONSE_BYTES (default none). */
export const readLocalDeliveryEnv = (
  env: Readonly<Record<string, string | undefined>> = process.env,
): LocalDeliveryEnv => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  const { CONTENT_DIR, LOCAL_DELIVERY_MAX_RESPONSE_BYTES } = parsed.data;
  const max = LOCAL_DELIVERY_MAX_RESPONSE_BYTES ? Number(LOCAL_DELIVERY_MAX_RESPONSE_BYTES) : undefined;
  return {
    contentDir: CONTENT_DIR ? resolve(CONTENT_DIR) : join(findRepoRoot(), '.data', 'content'),
    maxResponseBytes: max !== undefined && max > 0 ? max : undefined,
  };
};
