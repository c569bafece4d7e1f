/**
 * Component tests read the page as a visitor perceives it: rendered into a DOM (testing/dom.ts) and
 * asked by role, name and text. Matching the HTML string ties a test to markup a visitor never sees
 * (attribute order, classes, React's serialiser) and lets a broken accessible name pass. Only a test
 * of escaping reads the HTML itself, and its title says so ("escapes ...").
 */
import { describe, expect, it } from 'vitest';
import { lineOf, readTracked, trackedTextFiles } from './tracked-files';

const COMPONENT_TEST = /^components\/.+\.test\.tsx$/;

// A matcher or string search whose first argument is a literal: a string, a template or a regex.
const SEARCHED_LITERAL =
  /\.(?:toContain|toMatch|toBe|toEqual|toStrictEqual|match|matchAll|indexOf|includes|startsWith|endsWith)\(\s*(?:new RegExp\(\s*)?('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|\/(?:[^/\\\n]|\\.)+\/[a-z]*)/g;
// A regex literal used on a string: /<h2 .../.test(html), .exec(html).
const TESTING_REGEX = /(\/(?:[^/\\\n*]|\\.)(?:[^/\\\n]|\\.)*\/[a-z]*)\.(?:test|exec)\(/g;
// What only markup holds: a tag (also escaped in a regex, <\/h2>), an attribute as HTML writes it, or "any but >".
const MARKUP = /<\\?\/?[A-Za-z!]|^['"`/]\^?[\w:-]+=\\?["']|\[\^>\]/;
// Rendering a component to a string instead of into the DOM.
const TO_STRING = /\b(?:renderToStaticMarkup|renderToString|renderHtml)\(/g;

const TEST_TITLE = /\b(?:it|test)(?:\.\w+)?\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g;
const ESCAPING = /\bescap/i;

/** Line numbers where a test, not one about escaping, matches markup or renders to a string. */
export const markupMatchesIn = (source: string): number[] => {
  const titles = [...source.matchAll(TEST_TITLE)].map((match) => ({ at: match.index, title: match[2] ?? '' }));
  const titleAt = (offset: number) => titles.filter((test) => test.at < offset).at(-1)?.title ?? '';
  const found = [...[...source.matchAll(SEARCHED_LITERAL), ...source.matchAll(TESTING_REGEX)].filter((match) => MARKUP.test(match[1] ?? '')), ...source.matchAll(TO_STRING)];
  return [...new Set(found.filter((match) => !ESCAPING.test(titleAt(match.index))).map((match) => lineOf(source, match.index)))].sort((a, b) => a - b);
};

describe('component tests ask the DOM, not the markup', () => {
  it('finds markup matched as a string, and leaves queries, selectors and tests of escaping alone', () => {
    expect(markupMatchesIn("it('x', () => {\n  expect(html).toContain('<nav aria-label=\"Breadcrumb\"');\n});")).toEqual([2]);
    expect(markupMatchesIn("it('x', () => {\n  expect(html).toMatch(/<h2[^>]*>Sell<\\/h2>/);\n});")).toEqual([2]);
    expect(markupMatchesIn("it('x', () => {\n  expect(html).toContain('>All pages</h2>');\n});")).toEqual([2]);
    expect(markupMatchesIn("it('x', () => {\n  expect(html).toContain('href=\"/es/\"');\n});")).toEqual([2]);
    expect(markupMatchesIn("it('x', () => {\n  expect(html.match(/<details /g)).toHaveLength(2);\n});")).toEqual([2]);
    expect(markupMatchesIn("it('x', () => {\n  const img = /<img[^>]*>/.exec(html);\n});")).toEqual([2]);
    expect(markupMatchesIn("it('x', async () => {\n  const html = await renderHtml(<Hero />);\n});")).toEqual([2]);
    expect(markupMatchesIn("it('x', () => {\n  const html = renderToStaticMarkup(<Hero />);\n});")).toEqual([2]);
    expect(markupMatchesIn("it('escapes the title', () => {\n  expect(html).toContain('&lt;script&gt;');\n  expect(html).not.toContain('<script>');\n});")).toEqual([]);
    expect(
      markupMatchesIn(
        "it('x', async () => {\n  const page = await renderDom(<Hero />);\n  expect(page.getByRole('link', { name: 'Aurora' }).getAttribute('href')).toBe('/aurora/');\n  expect(page.container.querySelector('a[data-drawer=\"form\"]')).not.toBeNull();\n  expect(fx.richText('<p>x</p>')).toBeTruthy();\n  expect(srcset).toMatch(/ 1440w$/);\n});",
      ),
    ).toEqual([]);
  });

  it('in every component test (components/**/*.test.tsx)', () => {
    const files = trackedTextFiles().filter((path) => COMPONENT_TEST.test(path));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((path) => markupMatchesIn(readTracked(path)).map((line) => `${path}:${line}`));
    expect(found, 'render with renderDom (testing/dom.ts) and ask by role, name and text; a test of escaping says "escapes" in its title').toEqual([]);
  });
});
