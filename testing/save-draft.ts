/**
 * What saving in Kontent.ai does to the local stand-in's drafts: one text element of one stored
 * item variant changes in the preview content only (the published content stays), so the preview
 * API answers the saved draft on the next request. Writers in parallel test workers take turns.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { indexPathOf } from '../services/kontent/item-index';
import { STORE_FILES } from '../services/kontent/store';
import { itemsFileSchema } from '../services/kontent/store-schema';
import { writeVariants } from '../tools/content/write';

export type DraftChange = { codename: string; language: string; element: string; value: string };

const withLock = async <T>(file: string, run: () => T): Promise<T> => {
  const lock = `${file}.lock`;
  for (let waited = 0; ; waited += 50) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (waited > 60_000) throw new Error(`${lock} has been held for a minute`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return run();
  } finally {
    rmdirSync(lock);
  }
};

/** Saves the draft; answers the value it replaced. */
export const saveDraft = (contentDir: string, change: DraftChange): Promise<string> => {
  const file = path.join(contentDir, STORE_FILES.preview);
  return withLock(file, () => {
    const variants = itemsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    const target = variants.find((v) => v.system.codename === change.codename && v.system.language === change.language);
    const element = target?.elements[change.element];
    if (!target || !element || (element.type !== 'text' && element.type !== 'rich_text')) {
      throw new Error(`No text element ${change.element} of ${change.codename} (${change.language}) in ${file}`);
    }
    const previous = typeof element.value === 'string' ? element.value : '';
    element.value = change.value;
    target.system.last_modified = new Date().toISOString();
    const temporary = `${file}.${process.pid}.tmp`;
    // Written beside the file and renamed, so the server never reads half a file; the index follows it.
    writeVariants(temporary, variants);
    if (existsSync(indexPathOf(temporary))) renameSync(indexPathOf(temporary), indexPathOf(file));
    renameSync(temporary, file);
    return previous;
  });
};
