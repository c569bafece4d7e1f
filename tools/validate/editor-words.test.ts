/**
 * What `npm run validate` says of content the CMS let through, in an editor's words (spec 8.7): the
 * committed JSON Schemas' errors explained, as the CLI prints them.
 */
import { describe, expect, it } from 'vitest';
import { explain, type Finding } from './explain';
import { loadTypeValidators } from './schemas';

const validators = await loadTypeValidators();

const findings = (type: string, elements: Record<string, unknown>): Finding[] => {
  const validate = validators.get(type);
  if (!validate) throw new Error(`no schema for ${type}`);
  return validate(elements) ? [] : explain(validate.errors ?? []);
};

const richText = (value: string) => ({ type: 'rich_text', name: 'Content', value, images: {}, links: {}, modular_content: [] });

describe('validate speaks to editors (spec 8.7)', () => {
  it('an emptied rich text "is empty", whatever Kontent left in it', () => {
    for (const cleared of ['<p><br></p>', '', '<p>&nbsp;</p>\n<p><br></p>']) {
      expect(findings('richtext_component', { content: richText(cleared) })).toEqual([{ element: 'content', problem: 'the value is empty' }]);
    }
  });

  it('an element whose type changed in the CMS names the type found and the type the content model expects', () => {
    expect(findings('headline_component', { text: { type: 'rich_text', name: 'Text', value: '<p>Fleet</p>' } })).toEqual([
      { element: 'text', problem: 'is a rich text element; the content model expects a text element' },
    ]);
    expect(findings('richtext_component', { content: { type: 'modular_content', name: 'Content', value: [] } })).toEqual([
      { element: 'content', problem: 'is a linked items element; the content model expects a rich text element' },
    ]);
  });

  it('a taxonomy element whose terms come from another group says which group it has and which the model expects', () => {
    const department = { type: 'taxonomy', name: 'Department', taxonomy_group: 'page_type', value: [{ name: 'News', codename: 'news' }] };
    expect(findings('person', { first_name: { type: 'text', name: 'First name', value: 'Ana' }, last_name: { type: 'text', name: 'Last name', value: 'Ruiz' }, department })).toEqual([
      { element: 'department', problem: "takes its terms from the taxonomy group 'page_type'; the content model expects terms of 'department'" },
    ]);
  });
});
