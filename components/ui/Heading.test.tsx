// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderDom } from '../../testing/dom';
import { Heading } from './Heading';

/** A heading's utilities: its size class read back from the stylesheet that defines it with `@apply`. */
const css = readFileSync(join(import.meta.dirname, '../../site/app/styles/heading.css'), 'utf8');
const utilities = (heading: Element): string[] => [...heading.classList].flatMap((name) => new RegExp(`\\.${name} \\{\\s*@apply ([^;]+);`).exec(css)?.[1]?.split(' ') ?? [name]);

const heading = async (element: ReactElement, level: number) => (await renderDom(element)).getByRole('heading', { level });

describe('Heading (spec 5.2)', () => {
  it('spec 5.2: all headings are uppercase and semibold', async () => {
    for (const [level, tag] of (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).entries()) {
      const drawn = await heading(<Heading as={tag}>Fleet</Heading>, level + 1);
      expect(drawn.textContent).toBe('Fleet');
      expect(utilities(drawn)).toEqual(expect.arrayContaining(['uppercase', 'font-semibold']));
    }
  });

  it('spec 5.2: without a size, the level sets it (h1 largest); an explicit size wins', async () => {
    expect(utilities(await heading(<Heading as="h1">A</Heading>, 1))).toContain('lg:text-7xl');
    expect(utilities(await heading(<Heading as="h4">A</Heading>, 4))).not.toContain('lg:text-7xl');
    expect(
      utilities(
        await heading(
          <Heading as="h4" size="4xl">
            A
          </Heading>,
          4,
        ),
      ),
    ).toContain('lg:text-7xl');
  });

  it('spec 5.2: the five colors give distinct text colors, black by default', async () => {
    const colorOf = (drawn: Element) => [...drawn.classList].find((name) => /^text-(white|gray-50|black|navy|gray-white)$/.test(name));
    const classes: (string | undefined)[] = [];
    for (const color of ['white', 'gray-50', 'black', 'blue-dark', 'gray-white'] as const) {
      classes.push(
        colorOf(
          await heading(
            <Heading as="h2" color={color}>
              A
            </Heading>,
            2,
          ),
        ),
      );
    }
    expect(new Set(classes).size).toBe(5);
    expect(colorOf(await heading(<Heading as="h2">A</Heading>, 2))).toBe(classes[2]);
  });
});
