import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexPathOf, readItemIndex } from '../../services/kontent/item-index';
import { ContentStoreError, loadStore, resolveVariant, STORE_FILES } from '../../services/kontent/store';
import { el, fixtureInput, variant } from '../../testing/kontent-fixture';
import { writeVariants } from './write';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'indexed-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The five store files, items written by the content writer (with their index). */
const writeStore = (published: readonly unknown[] = fixtureInput().published) => {
  const input = fixtureInput();
  writeFileSync(join(dir, STORE_FILES.manifest), JSON.stringify(input.manifest));
  writeFileSync(join(dir, STORE_FILES.types), JSON.stringify(input.types));
  writeFileSync(join(dir, STORE_FILES.taxonomies), JSON.stringify(input.taxonomies));
  writeVariants(join(dir, STORE_FILES.published), published);
  writeVariants(join(dir, STORE_FILES.preview), input.preview);
};

const titleOf = (codename: string, language: string) => {
  const store = loadStore(dir);
  const element = resolveVariant(store.published, codename, [language])?.elements['title'];
  return element && 'value' in element ? element.value : undefined;
};

describe('the items index: a big store is read as requests need it', () => {
  it('spec 7.1: an indexed store answers the same items as the file read whole', () => {
    writeStore();
    expect(readItemIndex(join(dir, STORE_FILES.published))).not.toBeNull();
    const indexed = loadStore(dir);
    rmSync(indexPathOf(join(dir, STORE_FILES.published)));
    rmSync(indexPathOf(join(dir, STORE_FILES.preview)));
    const whole = loadStore(dir);
    expect(indexed.published.codenames).toEqual(whole.published.codenames);
    expect([...indexed.published.byType]).toEqual([...whole.published.byType]);
    for (const codename of whole.published.codenames) {
      for (const language of ['en', 'es']) {
        expect(resolveVariant(indexed.published, codename, [language])).toEqual(resolveVariant(whole.published, codename, [language]));
      }
    }
    expect(indexed.preview.variants.has('draft_page')).toBe(true);
  });

  it('spec 7.1: text outside Latin-1 keeps its place (offsets are bytes, not characters)', () => {
    const input = fixtureInput();
    writeStore([variant('first', 'page', 'en', { title: el.text('Łódź Ş Ğ Č € “quoted” 🛥️') }), ...input.published]);
    expect(titleOf('first', 'en')).toBe('Łódź Ş Ğ Č € “quoted” 🛥️');
    const last = input.published.at(-1);
    if (!last) throw new Error('no fixture');
    expect(resolveVariant(loadStore(dir).published, last.system.codename, [last.system.language])?.system.codename).toBe(last.system.codename);
  });

  it('spec 7.1: a broken item fails only the request that reads it, naming the file and the item', () => {
    const input = fixtureInput();
    const bad = { ...variant('broken', 'page', 'en', {}), elements: { title: { type: 'number', name: 'Title', value: 'ten' } } };
    writeStore([bad, ...input.published]);
    const store = loadStore(dir);
    const good = input.published[0];
    if (!good) throw new Error('no fixture');
    expect(resolveVariant(store.published, good.system.codename, [good.system.language])).toBeDefined();
    let message = '';
    try {
      resolveVariant(store.published, 'broken', ['en']);
    } catch (error) {
      if (error instanceof ContentStoreError) message = error.message;
    }
    expect(message).toMatch(/items\.published\.json \(item 'broken', en\):\n\s+elements\.title\.value/);
  });

  it('spec 7.1: an index the file has moved on from is not used, and the file is read whole', () => {
    writeStore();
    const file = join(dir, STORE_FILES.published);
    const index = readFileSync(indexPathOf(file), 'utf8');
    writeStore([variant('only', 'page', 'en', { title: el.text('Rewritten') })]);
    writeFileSync(indexPathOf(file), index);
    appendFileSync(file, '\n');
    expect(readItemIndex(file)).toBeNull();
    expect(loadStore(dir).published.codenames).toEqual(['only']);
    expect(titleOf('only', 'en')).toBe('Rewritten');
  });
});
