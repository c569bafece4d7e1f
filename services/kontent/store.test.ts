import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentStoreError, createStore, languageChain, loadStore, resolveVariant, STORE_FILES, type StoreInput } from './store';
import { el, fixtureInput, variant } from '../../testing/kontent-fixture';

const writeStore = (dir: string, input: StoreInput, overrides: Partial<Record<keyof typeof STORE_FILES, string>> = {}) => {
  for (const key of Object.keys(STORE_FILES)) {
    if (key !== 'manifest' && key !== 'types' && key !== 'taxonomies' && key !== 'published' && key !== 'preview') continue;
    writeFileSync(join(dir, STORE_FILES[key]), overrides[key] ?? JSON.stringify(input[key]));
  }
};

/** The message a failing load throws. */
const loadError = (load: () => unknown): string => {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentStoreError) return error.message;
    throw error;
  }
  throw new Error('the store loaded');
};

describe('content store on disk (spec 7.1)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('spec 7.1: loads the five files and indexes items by codename, language and type', () => {
    writeStore(dir, fixtureInput());
    const store = loadStore(dir);
    expect(store.manifest.environmentId).toBe('demo');
    expect(store.published.byType.get('yacht')).toEqual(['aurora', 'blue_horizon', 'coral', 'dawn']);
    expect([...(store.published.variants.get('home')?.keys() ?? [])]).toEqual(['en', 'es']);
    expect(store.preview.variants.has('draft_page')).toBe(true);
    expect(store.published.variants.has('draft_page')).toBe(false);
  });

  it('spec 7.1: invalid JSON names the file', () => {
    writeStore(dir, fixtureInput(), { types: '[{"system": ' });
    expect(loadError(() => loadStore(dir))).toMatch(/types\.json is not valid JSON/);
  });

  it('spec 7.1: a missing file names it and says how to generate the content', () => {
    expect(loadError(() => loadStore(dir))).toMatch(/manifest\.json.*content:seed/s);
  });

  it('spec 7.1: a bad element value names the file and the path of the value', () => {
    const input = fixtureInput();
    const bad = { ...input.published[0], elements: { title: { type: 'number', name: 'Title', value: 'ten' } } };
    writeStore(dir, input, { published: JSON.stringify([input.published[1], bad]) });
    const message = loadError(() => loadStore(dir));
    expect(message).toContain('items.published.json');
    expect(message).toContain('[1].elements.title.value');
  });

  it('spec 7.1: an unknown element type is refused, naming the element (drafts: on the first preview request)', () => {
    const input = fixtureInput();
    const bad = { ...input.preview[0], elements: { title: { type: 'hologram', name: 'Title', value: '' } } };
    writeStore(dir, input, { preview: JSON.stringify([bad]) });
    const store = loadStore(dir);
    expect(store.published.codenames.length).toBeGreaterThan(0);
    expect(loadError(() => store.preview)).toMatch(/items\.preview\.json:\n\s+\[0\]\.elements\.title\.type/);
  });

  it('spec 2.1: a variant in a language the manifest does not list is refused', () => {
    const input = fixtureInput();
    const message = loadError(() => createStore({ ...input, published: [variant('x', 'page', 'fr', { title: el.text('Bonjour') })] }));
    expect(message).toContain("[0].system.language: 'fr'");
  });

  it('spec 7.1: two variants of one item in one language are refused', () => {
    const input = fixtureInput();
    const twice = variant('x', 'page', 'en', { title: el.text('X') });
    expect(loadError(() => createStore({ ...input, published: [twice, twice] }))).toContain("two 'en' variants");
  });

  it('spec 2.1: a manifest whose default language is not listed is refused', () => {
    const input = fixtureInput();
    expect(loadError(() => createStore({ ...input, manifest: { ...input.manifest, defaultLanguage: 'de' } }))).toContain('manifest.json');
  });

  it('spec 7.1: rich text without images/links/modular_content gets the empty values Kontent sends', () => {
    const input = fixtureInput();
    const sparse = {
      ...variant('x', 'page', 'en', {}),
      elements: { body: { type: 'rich_text', name: 'Body', value: '<p>x</p>' } },
    };
    writeStore(dir, input, { published: JSON.stringify([sparse]) });
    const body = loadStore(dir).published.variants.get('x')?.get('en')?.elements['body'];
    expect(body).toMatchObject({ images: {}, links: {}, modular_content: [] });
  });
});

describe('language fallback chain (spec 2.1)', () => {
  const store = createStore(fixtureInput());

  it('spec 2.1: es falls back to en; en has no fallback', () => {
    expect(languageChain(store.manifest, 'es')).toEqual(['es', 'en']);
    expect(languageChain(store.manifest, 'en')).toEqual(['en']);
  });

  it('spec 2.1: a cycle in the configured fallbacks ends instead of looping', () => {
    const manifest = { ...store.manifest, fallbacks: { es: 'en', en: 'es' } };
    expect(languageChain(manifest, 'es')).toEqual(['es', 'en']);
  });

  it('spec 2.1: the first translated language of the chain wins', () => {
    expect(resolveVariant(store.published, 'charter', ['es', 'en'])?.system.language).toBe('en');
    expect(resolveVariant(store.published, 'home', ['es', 'en'])?.system.language).toBe('es');
    expect(resolveVariant(store.published, 'charter', ['es'])).toBeUndefined();
  });
});
