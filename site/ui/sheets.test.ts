import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Spec 5: a block that writes a class of a template-specific stylesheet
 * (components/ui/sheets) is wrapped in the registry with that stylesheet, or its page draws it
 * unstyled. Read from the sources: the registry's entries and each component folder's classes.
 */
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const registry = read('site/registry.tsx');

/** Component name -> its folder, from the registry's imports. */
const folderOf = new Map([...registry.matchAll(/^import \{ (\w+) \} from '\.\.\/components\/(\w+)\/\w+';$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));
/** Each entry: its folder and the families it is wrapped with. */
const entries = [...registry.matchAll(/^ {2}(\w+): (.+),$/gm)].map(([, codename = '', value = '']) => {
  const component = value.match(/(\w+)\)*$/)?.[1] ?? '';
  return { codename, folder: folderOf.get(component), families: [...value.matchAll(/withSheet\('(\w+)'/g)].map((m) => m[1]) };
});

/** Classes the shared stylesheets define (a compound like `.btn.yp-jump-cta` names one of them). */
const shared = new Set(
  readdirSync(new URL('site/app/styles/', root))
    .filter((f) => f.endsWith('.css'))
    .flatMap((f) => [...read(`site/app/styles/${f}`).matchAll(/\.([a-z][a-z0-9-]*)/g)].map((m) => m[1])),
);
const families = readdirSync(new URL('components/ui/sheets/', root))
  .filter((f) => f.endsWith('.css'))
  .map((f) => ({
    family: f.replace(/\.css$/, ''),
    classes: new Set([...read(`components/ui/sheets/${f}`).matchAll(/^\s*((?:\.[a-z0-9-]+)+)/gm)].flatMap((m) => (m[1] ?? '').split('.').filter((c) => c !== '' && !shared.has(c)))),
  }));

const sources = (folder: string): string[] =>
  readdirSync(new URL(`components/${folder}/`, root), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
    .map((f) => read(`components/${folder}/${f}`));
/** The class-like words a component folder writes in its (non-test) sources; with `nested`, also the sibling folders it imports (a gallery's thumbnails). */
const written = (folder: string, nested = false): Set<string> => {
  const texts = sources(folder);
  const folders = nested ? new Set(texts.flatMap((text) => [...text.matchAll(/from '\.\.\/(\w+)\//g)].map((m) => m[1] ?? '')).filter((f) => f !== 'ui')) : new Set<string>();
  return new Set([...texts, ...[...folders].flatMap(sources)].flatMap((text) => [...text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].flatMap((m) => (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/))));
};

describe('template-specific stylesheets (components/ui/sheets)', () => {
  it('the registry reads as expected: every entry found, some wrapped', () => {
    expect(entries.length).toBeGreaterThan(70);
    expect(entries.filter((e) => e.folder === undefined)).toEqual([]);
    expect(entries.filter((e) => e.families.length > 0).length).toBeGreaterThan(40);
  });

  it('every block whose folder writes a family class brings that family', () => {
    const missing = entries.flatMap(({ codename, folder = '', families: wrapped }) => {
      const words = written(folder);
      return families.filter(({ family, classes }) => !wrapped.includes(family) && [...classes].some((c) => words.has(c))).map(({ family }) => `${codename} (components/${folder}) needs '${family}'`);
    });
    expect(missing).toEqual([]);
  });

  it('no block brings a family whose classes neither its folder nor a folder it draws from writes', () => {
    const needless = entries.flatMap(({ codename, folder = '', families: wrapped }) => {
      const words = written(folder, true);
      return wrapped.filter((family) => ![...(families.find((f) => f.family === family)?.classes ?? [])].some((c) => words.has(c))).map((family) => `${codename}: '${family}'`);
    });
    expect(needless).toEqual([]);
  });
});
