import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { YACHT_SECTION_IDS } from '../../../schema/components/jump_to_component';

/**
 * The short component classes of this folder only style what names them exactly: a class written in
 * a component but missing here (or renamed here only) leaves that element unstyled.
 */
const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const sheets = readdirSync(new URL('site/app/styles/', root)).filter((f) => f.endsWith('.css'));
/** Every class a rule's selector names, compound selectors (`.btn.yp-jump-cta`) included. */
const defined = new Set(sheets.flatMap((f) => [...read(`site/app/styles/${f}`).matchAll(/^\s*((?:\.[a-z0-9-]+)+) \{/gm)].flatMap((m) => (m[1] ? m[1].split('.').filter(Boolean) : []))));

const sources = ['components', 'renderer', 'site/ui'].flatMap((dir) =>
  readdirSync(new URL(`${dir}/`, root), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
    .map((f) => `${dir}/${f}`),
);
/** Family prefixes of the classes defined here (their legend: CLASSES.md), and the classes that stand alone. */
const FAMILIES = ['rt', 'btn', 'ttl', 'pg', 'pc', 'bc', 'ni', 'nb', 'bn', 'dg', 'ed', 'ofl', 'ofd', 'rl', 'it', 'bk', 'logo', 'ui', 'media', 'hd', 'ft', 'ic', 'faq', 'pod', 'ptn', 'sy', 'yp'];
const ALONE = ['btn', 'bc', 'logo', 'ofd', 'ic', 'caps', 'aud'];
const family = new RegExp(`^(?:(?:${FAMILIES.join('|')})-[a-z0-9-]+|${ALONE.join('|')})$`);
const used = new Map<string, string>();
for (const file of sources) {
  for (const m of read(file).matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    for (const token of (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/)) used.set(token, file);
  }
}

describe('short component classes (site/app/styles)', () => {
  it('every one a component writes is defined in a stylesheet', () => {
    const written = [...used].filter(([name]) => family.test(name));
    expect(written.filter(([name]) => !defined.has(name)).map(([name, file]) => `${name} (${file})`)).toEqual([]);
    expect(written.length).toBeGreaterThan(50);
  });

  it('every one defined is written by a component', () => {
    expect([...defined].filter((name) => !used.has(name))).toEqual([]);
  });

  it('the legend beside this test (CLASSES.md) names every prefix, and only those', () => {
    const legend = [...read('site/app/styles/CLASSES.md').matchAll(/^\| `([a-z]+)` /gm)].map((m) => m[1]);
    expect([...new Set(legend)].sort()).toEqual([...new Set([...FAMILIES, ...ALONE])].sort());
  });
});

describe('jump-to links (spec 4.5)', () => {
  it('the stylesheet hides the link of every yacht section a page lacks', () => {
    const yacht = read('site/app/styles/yacht.css');
    const missing = YACHT_SECTION_IDS.filter((id) => !yacht.includes(`html:not(:has(#${id})) [data-jump-link='${id}']`));
    expect(missing).toEqual([]);
  });
});
