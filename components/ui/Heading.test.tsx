import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

/** A heading's utilities: its size class read back from the stylesheet that defines it with `@apply`. */
const css = readFileSync(new URL('../../site/app/styles/heading.css', import.meta.url), 'utf8');
const utilities = (html: string): string[] =>
  (/class="([^"]*)"/.exec(html)?.[1] ?? '')
    .split(' ')
    .flatMap((name) => new RegExp(`\\.${name} \\{\\s*@apply ([^;]+);`).exec(css)?.[1]?.split(' ') ?? [name]);

describe('Heading (spec 5.2)', () => {
  it('spec 5.2: all headings are uppercase and semibold', () => {
    for (const tag of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const) {
      const html = renderToStaticMarkup(<Heading as={tag}>Fleet</Heading>);
      expect(html).toMatch(new RegExp(`^<${tag} class="[^"]*">Fleet</${tag}>$`));
      expect(utilities(html)).toEqual(expect.arrayContaining(['uppercase', 'font-semibold']));
    }
  });

  it('spec 5.2: without a size, the level sets it (h1 largest); an explicit size wins', () => {
    const h1 = renderToStaticMarkup(<Heading as="h1">A</Heading>);
    const h4 = renderToStaticMarkup(<Heading as="h4">A</Heading>);
    const h4big = renderToStaticMarkup(
      <Heading as="h4" size="4xl">
        A
      </Heading>,
    );
    expect(utilities(h1)).toContain('lg:text-7xl');
    expect(utilities(h4)).not.toContain('lg:text-7xl');
    expect(utilities(h4big)).toContain('lg:text-7xl');
  });

  it('spec 5.2: the five colors give distinct text colors, black by default', () => {
    const classes = (['white', 'gray-50', 'black', 'blue-dark', 'gray-white'] as const).map(
      (color) =>
        renderToStaticMarkup(
          <Heading as="h2" color={color}>
            A
          </Heading>,
        ).match(/text-(white|gray-50|black|navy|gray-white)\b/)?.[0],
    );
    expect(new Set(classes).size).toBe(5);
    expect(renderToStaticMarkup(<Heading as="h2">A</Heading>)).toContain(classes[2]);
  });
});
