/**
 * The embedded engine's index file (`.data/search/indexes.json`): every index's settings and
 * records, written by `npm run search:index` (and the seed step) and read when the engine starts.
 * Validated with zod; written to a temporary file and renamed, so a reader never sees half a file.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { indexSettingsSchema } from '../../schema/search/settings';
import type { Dump } from './engine';

export const INDEX_FILE = 'indexes.json';

const dumpSchema = z.object({
  indexes: z.array(
    z.object({
      name: z.string().min(1),
      settings: indexSettingsSchema,
      records: z.array(z.looseObject({ objectID: z.string().min(1) })),
    }),
  ),
});

export class SearchStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchStoreError';
  }
}

/** The saved indexes of `dir`; none when the file does not exist yet. */
export const loadDump = (dir: string): Dump | null => {
  const path = join(dir, INDEX_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SearchStoreError(`Search index file ${path} is not valid JSON (${error instanceof Error ? error.message : String(error)}); rebuild it: npm run search:index`);
  }
  const parsed = dumpSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SearchStoreError(`Search index file ${path} is invalid at ${issue?.path.join('.') ?? '(root)'}: ${issue?.message ?? ''}; rebuild it: npm run search:index`);
  }
  return parsed.data;
};

export const saveDump = (dir: string, dump: Dump): string => {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, INDEX_FILE);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(dump));
  renameSync(temporary, path);
  return path;
};
