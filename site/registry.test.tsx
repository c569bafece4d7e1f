/**
 * Every registered type, walked through the real registry with its own fixtures (DESIGN.md: a
 * type is one unit). Valid items render with no issue; invalid ones are skipped for visitors and,
 * in preview (spec 4.6), replaced by a box naming the item, the element and the problem. In
 * preview, the smart-link attributes name real items and elements (spec 5.6), and every element of
 * its own a type shows to a visitor carries one; live pages have none.
 */
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { allFixtures, strayFixtures } from '../schema/components/all-fixtures';
import { z } from 'zod';
import { componentModules, isCodename, modulesByCodename, type Codename } from '../schema/components';
import { CONTENT_TYPE_SCHEMAS } from '../schema/content-types';
import { fixtureItem, type InvalidFixture, type ValidFixture } from '../schema/fixtures';
import { issuesOf } from '../schema/define';
import { RenderComponents } from '../renderer/render/RenderComponents';
import { lookupIn } from '../renderer/render/registry';
import { siteWith } from '../testing/site-rendering';
import { registry } from './registry';

// The search-driven types search the embedded engine over fixture yachts (services the site injects).
const site = siteWith(lookupIn(registry));

const html = async (codename: Codename, fixture: ValidFixture | InvalidFixture, preview: boolean) => {
  const linkedItems = Object.fromEntries((fixture.linked ?? []).map((entry) => [entry.system.codename, entry]));
  const { prelude } = await prerender(
    <RenderComponents
      items={[fixtureItem(codename, fixture)]}
      linkedItems={linkedItems}
      site={site}
      locale="en"
      page={fixture.page}
      preview={preview}
      editing={{ environmentId: 'env-under-test', languageCodename: 'en-US' }}
    />,
  );
  return new Response(prelude).text();
};

/** The problem zod reports for the fixture's element: what the editor box must say. */
/** The problem the renderer names for the fixture's element: zod's, in an editor's words (schema/define.ts). */
const problemOf = (codename: Codename, fixture: InvalidFixture): string => {
  const parsed = modulesByCodename[codename].elements.safeParse(fixture.elements);
  const ref = { id: '', name: '', codename, type: codename };
  const issue = parsed.error && issuesOf(parsed.error, ref, fixture.elements).find((entry) => entry.element === fixture.element);
  if (!issue) throw new Error(`${codename} '${fixture.why}': zod reports no problem on '${fixture.element}'`);
  return issue.problem;
};

/** Values of one attribute in markup, in order. */
const attributeValues = (markup: string, name: string): string[] => [...markup.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));

/** The element codenames of a type (a component, or an item it links such as faq_item): what an editor finds in the CMS. */
const elementsOf = (type: string): string[] => {
  if (isCodename(type)) return Object.keys(componentModules[type].elements.shape);
  const schema = CONTENT_TYPE_SCHEMAS.find((entry) => entry.codename === type)?.elements;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
};

/** Preview markup as a visitor gets it: without the item's wrapper and the smart-link attributes. */
const withoutSmartLink = (markup: string): string => markup.replace(/<div data-kontent-item-id="[^"]*">([\s\S]*)<\/div>$/, '$1').replace(/ data-kontent-[a-z-]+="[^"]*"/g, '');

/** React's generated ids (useId) follow the tree's shape, which preview wraps one level deeper: compared as placeholders. */
const sameIds = (markup: string): string => markup.replace(/_R_[0-9a-z]+_/g, '_R_id_');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

/** Types that show no element of their own: they draw the page's yacht or trail, or linked items marked as theirs. */
const SHOW_NO_ELEMENT_OF_THEIR_OWN: ReadonlySet<Codename> = new Set<Codename>([
  'breadcrumbs_component',
  'compare_component',
  'hero_slider_component',
  'spacer_component',
  'person_profile_component',
  'yacht_hero_component',
  'yacht_labels_component',
  'yacht_location_info_component',
]);

/** Elements whose text a visitor sees only inside another marked element (the phrase picked out of the copy) or not at all (an anchor id). */
const SHOWN_WITHIN_ANOTHER: Partial<Record<Codename, readonly string[]>> = {
  headline_component: ['jump_to_anchor'],
  highlight_copy_component: ['highlight'],
};

/** The text a visitor reads in markup: tags dropped, React's entities read back, white space collapsed. */
const visibleText = (markup: string): string =>
  markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The text and rich-text elements of the item whose words show in its preview: each must be marked for the editor. */
const shownTextElements = (codename: Codename, fixture: ValidFixture, preview: string): string[] => {
  const text = visibleText(preview);
  return Object.entries(fixtureItem(codename, fixture).elements).flatMap(([name, element]) => {
    if ((element.type !== 'text' && element.type !== 'rich_text') || typeof element.value !== 'string') return [];
    const words = visibleText(element.value).trim().slice(0, 24);
    return words.length >= 3 && text.includes(words) && !SHOWN_WITHIN_ANOTHER[codename]?.includes(name) ? [name] : [];
  });
};

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('the registry renders every type from its fixtures alone', () => {
  it('every fixtures file belongs to a registered type', () => {
    expect(strayFixtures()).toEqual([]);
  });

  for (const { codename, valid, invalid } of allFixtures()) {
    describe(codename, () => {
      for (const fixture of valid) {
        it(`valid '${fixture.name}' renders with no issue, live and in preview`, async () => {
          const live = await html(codename, fixture, false);
          const preview = await html(codename, fixture, true);
          expect(errors.mock.calls).toEqual([]);
          // Dispatched to the component: preview wraps its output (some render nothing when empty).
          expect(preview).toContain(`<div data-kontent-item-id="${fixtureItem(codename, fixture).system.id}">`);
          expect(preview).not.toContain('data-editor-error');
          expect(sameIds(live)).toBe(sameIds(withoutSmartLink(preview)));
        });

        it(`valid '${fixture.name}': smart-link attributes in preview name its items and their elements, none live`, async () => {
          const item = fixtureItem(codename, fixture);
          const items = [item, ...(fixture.linked ?? [])];
          expect(await html(codename, fixture, false)).not.toContain('data-kontent-');
          const preview = await html(codename, fixture, true);
          const ids = items.map((entry) => entry.system.id);
          for (const id of attributeValues(preview, 'data-kontent-item-id')) expect(ids).toContain(id);
          const elements = items.flatMap((entry) => elementsOf(entry.system.type));
          const marked = attributeValues(preview, 'data-kontent-element-codename');
          for (const element of marked) expect(elements).toContain(element);
          const unmarked = shownTextElements(codename, fixture, preview).filter((element) => !marked.includes(element));
          expect(unmarked, 'elements a visitor sees without an edit() mark').toEqual([]);
        });
      }
      it(
        SHOW_NO_ELEMENT_OF_THEIR_OWN.has(codename) ? 'shows no element of its own, so marks none (on the allowlist)' : 'marks an element of its own for the editor in preview (spec 5.6)',
        async () => {
          const own = elementsOf(codename);
          const marked = new Set<string>();
          for (const fixture of valid) for (const element of attributeValues(await html(codename, fixture, true), 'data-kontent-element-codename')) if (own.includes(element)) marked.add(element);
          expect(marked.size > 0, `${codename} marks ${[...marked].join(', ') || 'nothing'}`).toBe(!SHOW_NO_ELEMENT_OF_THEIR_OWN.has(codename));
        },
      );
      for (const fixture of invalid) {
        it(`invalid '${fixture.why}' is skipped live and named in preview`, async () => {
          const problem = problemOf(codename, fixture);
          expect(await html(codename, fixture, false)).toBe('');
          expect(errors.mock.calls.map(([line]) => String(line)).join('\n')).toContain(`"element":"${fixture.element}"`);
          const box = await html(codename, fixture, true);
          expect(box).toContain('data-editor-error');
          expect(box).toContain(escapeHtml(`${codename}: ${fixture.why}`));
          expect(box).toContain(fixture.element);
          expect(box).toContain(escapeHtml(problem));
          expect(box).toContain(`/env-under-test/variant-codename/en-US/item/${fixtureItem(codename, fixture).system.id}`);
        });
      }
    });
  }
});
