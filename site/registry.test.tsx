/**
 * Every registered type, walked through the real registry with its own fixtures (DESIGN.md: a
 * type is one unit). Valid items render with no issue; invalid ones are skipped for visitors and,
 * in preview (spec 4.6), replaced by a box naming the item, the element and the problem.
 */
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { allFixtures, strayFixtures } from '../schema/components/all-fixtures';
import { modulesByCodename, type Codename } from '../schema/components';
import { fixtureItem, type InvalidFixture, type ValidFixture } from '../schema/fixtures';
import { RenderComponents } from '../renderer/render/RenderComponents';
import { components } from './registry';

const html = async (codename: Codename, fixture: ValidFixture | InvalidFixture, preview: boolean) => {
  const linkedItems = Object.fromEntries((fixture.linked ?? []).map((entry) => [entry.system.codename, entry]));
  const { prelude } = await prerender(
    <RenderComponents
      items={[fixtureItem(codename, fixture)]}
      linkedItems={linkedItems}
      components={components}
      locale="en"
      preview={preview}
      environmentId="env-under-test"
    />,
  );
  return new Response(prelude).text();
};

/** The problem zod reports for the fixture's element: what the editor box must say. */
const problemOf = (codename: Codename, fixture: InvalidFixture): string => {
  const parsed = modulesByCodename[codename].elements.safeParse(fixture.elements);
  const issue = parsed.error?.issues.find((entry) => entry.path[0] === fixture.element);
  if (!issue) throw new Error(`${codename} '${fixture.why}': zod reports no problem on '${fixture.element}'`);
  return issue.message;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

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
          expect(live).toMatch(/<(section|div|h[1-6]|p|a|img|ul|nav)\b/);
          expect(preview).not.toContain('data-editor-error');
        });
      }
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
          expect(box).toContain(`/env-under-test/variant-codename/en/item/${fixtureItem(codename, fixture).system.id}`);
        });
      }
    });
  }
});
