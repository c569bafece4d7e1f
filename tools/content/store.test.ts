import { describe, expect, it } from 'vitest';
import { el, type ItemSpec } from './kontent';
import { buildContentSet, validateItems } from './store';

const page = (codename: string, en: string, es = en): ItemSpec => ({
  type: 'page',
  codename,
  name: codename,
  variants: { en: { title: el.text(codename), url_slug: el.urlSlug(en) }, es: { title: el.text(`${codename} es`), url_slug: el.urlSlug(es) } },
});

describe('content store (spec 7.1)', () => {
  it('spec 7.1: rejects two items with one codename, naming it', () => {
    expect(() => validateItems([page('page_a', '/a'), page('page_a', '/b')])).toThrow(/Duplicate codename "page_a"/);
  });

  it('spec 2.4: rejects two pages with one url_slug in a language, naming the slug, language and items', () => {
    expect(() => validateItems([page('page_a', '/a', '/x'), page('page_b', '/b', '/x')])).toThrow(/Duplicate url_slug "\/x" in language es for type page: items "page_a" and "page_b"/);
    expect(() => validateItems([page('page_a', '/a'), page('page_b', '/b')])).not.toThrow();
  });

  it('spec 3.2: every variant carries the system fields, one id per item across languages, dates from the seed', () => {
    const set = buildContentSet([page('page_a', '/a')], 7);
    const [en, es] = set.published;
    expect(en?.system).toMatchObject({ codename: 'page_a', language: 'en', type: 'page', collection: 'default', workflow_step: 'published', workflow: 'default', sitemap_locations: [] });
    expect(es?.system.id).toBe(en?.system.id);
    expect(en?.elements.title?.name).toBe('Title');
    expect(buildContentSet([page('page_a', '/a')], 7).published[0]?.system.last_modified).toBe(en?.system.last_modified);
    expect(buildContentSet([page('page_a', '/a')], 8).published[0]?.system.last_modified).not.toBe(en?.system.last_modified);
  });

  it('spec 4.6: preview serves drafts in place of published variants, and never-published items only there', () => {
    const drafted: ItemSpec = { ...page('page_a', '/a'), draft: { en: { title: el.text('Draft title'), url_slug: el.urlSlug('/a') } } };
    const hidden: ItemSpec = { ...page('page_hidden', '/hidden'), unpublished: true };
    const set = buildContentSet([drafted, hidden], 1);
    const title = (list: typeof set.published, lang: string) => list.find((v) => v.system.codename === 'page_a' && v.system.language === lang)?.elements.title?.value;
    expect(title(set.published, 'en')).toBe('page_a');
    expect(title(set.preview, 'en')).toBe('Draft title');
    expect(set.preview.find((v) => v.system.codename === 'page_a' && v.system.language === 'en')?.system.workflow_step).toBe('draft');
    expect(title(set.preview, 'es')).toBe('page_a es');
    expect(set.published.some((v) => v.system.codename === 'page_hidden')).toBe(false);
    expect(set.preview.filter((v) => v.system.codename === 'page_hidden')).toHaveLength(2);
  });

  it('spec 7.1 /types: elements are the union over items, multiple-choice options the union of values seen', () => {
    const a: ItemSpec = { type: 'thing', codename: 'a', name: 'a', variants: { en: { kind: el.choice('big') } } };
    const b: ItemSpec = { type: 'thing', codename: 'b', name: 'b', variants: { en: { kind: el.choice('small'), size: el.number(3), tag: el.taxonomy('colour', 'red') } } };
    const set = buildContentSet([a, b], 1);
    const thing = set.types.find((t) => t.system.codename === 'thing');
    expect(Object.keys(thing?.elements ?? {})).toEqual(['kind', 'size', 'tag']);
    expect(thing?.elements.kind?.options?.map((o) => o.codename)).toEqual(['big', 'small']);
    expect(thing?.elements.tag?.taxonomy_group).toBe('colour');
    const groups = set.taxonomies.map((t) => t.system.codename);
    expect(groups).toEqual(['page_type', 'colour']);
    expect(set.taxonomies[0]?.terms.map((t) => t.codename)).toEqual(['news', 'destinations', 'events', 'editorials', 'yachts', 'people', 'offices']);
  });
});
