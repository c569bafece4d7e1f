/**
 * `npm run validate` against an items feed in the hosted Delivery API's shape, with components in
 * rich text (services/kontent/fixtures): each component is checked against its type's
 * schema and reported at its item and element, never as a missing item; a link in the text to an
 * unpublished item is reported.
 */
import { describe, expect, it } from 'vitest';
import type { Transport } from '../../renderer/delivery/http-service';
import { hostedFixture } from '../../services/kontent/fixtures/hosted';
import { runValidate } from './run';

const BUTTON = 'n3f9c1a2b_7d4e_4f6a_8b9c_0d1e2f3a4b5c';

/** The hosted API as the fixtures answer it: the languages, and the feed in one page. */
const hosted: Transport = async ({ url }) => {
  const { pathname } = new URL(url);
  if (pathname === '/env-1/languages') return { status: 200, headers: {}, body: hostedFixture('languages') };
  if (pathname === '/env-1/items-feed') return { status: 200, headers: {}, body: hostedFixture('components.items-feed') };
  return { status: 404, headers: {}, body: hostedFixture('components.item-not-found') };
};

const validate = async (json = false) => {
  let stdout = '';
  const code = await runValidate(
    { preview: false, json, language: 'en' },
    { env: { KONTENT_ENVIRONMENT_ID: 'env-1' }, stdout: (text) => (stdout += text), stderr: { write: () => undefined, isTTY: false }, transport: hosted },
  );
  return { code, stdout };
};

describe('npm run validate on a hosted-shaped feed with components (spec 3.2, 7.1)', () => {
  it('reports the broken component and the dead link at their item and element, with the edit link; never a component as a missing item', async () => {
    const { code, stdout } = await validate();
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    expect(lines.slice(0, lines.indexOf(''))).toEqual([
      'charter_guide_text (richtext_component, en) "Charter guide text"',
      `  content: its button__external___internal_link component ${BUTTON}, button_text: the value is empty`,
      '  content: the link "charter team" leads to an item which does not exist published in en (not published, or deleted)',
      '  edit: https://app.kontent.ai/goto/edit-item/project/env-1/variant-codename/en/item/8c2d4e1a-6b3f-4c5d-9e7f-0a1b2c3d4e5f',
    ]);
    expect(stdout).not.toContain(`links to '${BUTTON}'`);
    expect(lines).toContain('  and 2 components in rich text, with 1 problem');
    expect(lines.at(-2)).toBe('2 items checked of 2: 2 problems in 1 item.');
  });

  it('--json counts the components apart from the items', async () => {
    const { stdout } = await validate(true);
    const report = JSON.parse(stdout);
    expect(report.summary.components).toEqual({ checked: 2, problems: 1 });
    expect(report.summary.items).toBe(2);
    expect(report.problems.map((p: { codename: string; element: string }) => `${p.codename}.${p.element}`)).toEqual(['charter_guide_text.content', 'charter_guide_text.content']);
  });
});
