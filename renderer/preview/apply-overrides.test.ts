/**
 * Live preview: Kontent's update messages, in the Delivery SDK's parsed shape, become
 * the raw values the page renders, on every copy of the changed item variant; rich text brings its
 * components, newly linked items are loaded, and nothing else changes.
 */
import { describe, expect, it, vi } from 'vitest';
import { fx, item } from '../../schema/fixtures';
import type { ItemsResponse } from '../../schema/kontent';
import { applyOverrides, type LoadItems } from './apply-overrides';
import { liveUpdateSchema, overridesOf, type LiveUpdate } from './live-update';

const page = item('page', 'page_about', { title: fx.text('About'), components: fx.linked('hero', 'story') });
const hero = item('page_cover_component', 'hero', {
  title: fx.text('Welcome aboard'),
  size: fx.choice('large'),
  buttons: fx.linked(),
});
const story = item('richtext_component', 'story', {
  content: fx.richText('<p>Old text</p>'),
  year: fx.number(2020),
  launched: { type: 'date_time', name: 'Launched', value: null, display_timezone: null },
  gallery: { type: 'asset', name: 'Gallery', value: [] },
  region: { type: 'taxonomy', name: 'Region', taxonomy_group: 'regions', value: [] },
});
const response: ItemsResponse = { items: [page], modular_content: { hero, story } };

const noLoad: LoadItems = () => Promise.reject(new Error('nothing should be loaded'));

/** An update message as the smart-link SDK hands it over (`IUpdateMessageData`), checked as the site checks a posted one. */
const update = (codename: string, elements: unknown[], language = 'en'): LiveUpdate =>
  liveUpdateSchema.parse({ projectId: 'demo', variant: { id: 'v', codename: language }, item: { id: `id-${codename}`, codename }, elements });

const apply = (message: LiveUpdate, load: LoadItems = noLoad, base: ItemsResponse = response) => applyOverrides(base, overridesOf(message), load);

const element = (codename: string, type: string, data: unknown) => ({ element: { id: `el-${codename}`, codename }, type, data });

const component = (codename: string, text: string) => ({
  system: { id: `id-${codename}`, name: codename, codename, language: 'en', type: 'headline_component', collection: 'default', lastModified: '2026-01-01T00:00:00Z' },
  elements: { text: { type: 'text', name: 'Text', value: text } },
});

const componentTag = (codename: string) => `<object type="application/kenticocloud" data-type="item" data-rel="component" data-codename="${codename}"></object>`;

describe("live preview: an editor's unsaved values on the fetched page", () => {
  it("a page title and a linked block's text show at once; element names and the untouched elements stay", async () => {
    const titled = await apply(update('page_about', [element('title', 'text', { value: 'About us' })]));
    expect(titled.items[0]?.elements.title).toEqual({ type: 'text', name: 'Text', value: 'About us' });
    expect(titled.items[0]?.elements.components).toEqual(page.elements.components);
    const retitled = await apply(update('hero', [element('title', 'text', { value: 'Bienvenue' })]));
    expect(retitled.modular_content.hero?.elements.title?.value).toBe('Bienvenue');
    expect(retitled.modular_content.hero?.elements.size).toEqual(hero.elements.size);
    expect(retitled.modular_content.story).toBe(story);
  });

  it('numbers, dates, choices, taxonomy terms and assets arrive in the raw shape the schemas read', async () => {
    const picture = { name: 'bow.jpg', type: 'image/jpeg', size: 1024, description: 'Bow', url: 'https://assets.example.com/bow.jpg', width: 800, height: 600, renditions: null };
    const changed = await apply(
      update('story', [
        element('year', 'number', { value: 2024 }),
        element('launched', 'date_time', { value: '2024-05-01T00:00:00Z', displayTimeZone: 'Europe/Madrid' }),
        element('region', 'taxonomy', { value: [{ name: 'Caribbean', codename: 'caribbean' }], taxonomyGroup: 'regions' }),
        element('gallery', 'asset', { value: [picture] }),
      ]),
    );
    const elements = changed.modular_content.story?.elements;
    expect(elements?.year).toEqual({ type: 'number', name: 'Number', value: 2024 });
    expect(elements?.launched).toEqual({ type: 'date_time', name: 'Launched', value: '2024-05-01T00:00:00Z', display_timezone: 'Europe/Madrid' });
    expect(elements?.region).toEqual({ type: 'taxonomy', name: 'Region', taxonomy_group: 'regions', value: [{ name: 'Caribbean', codename: 'caribbean' }] });
    expect(elements?.gallery?.value).toEqual([{ ...picture, renditions: {} }]);
    const sized = await apply(update('hero', [element('size', 'multiple_choice', { value: [{ name: 'Small', codename: 'small' }] })]));
    expect(sized.modular_content.hero?.elements.size?.value).toEqual([{ name: 'Small', codename: 'small' }]);
  });

  it('a rich text brings the components placed in it, and a change inside a component replaces it', async () => {
    const html = `<p>New text</p>${componentTag('n_quote')}`;
    const rich = (text: string) =>
      element('content', 'rich_text', {
        value: html,
        linkedItemCodenames: ['n_quote'],
        linkedItems: [component('n_quote', text)],
        links: [{ linkId: 'l1', codename: 'page_contact', type: 'page', urlSlug: '/contact' }],
        images: [{ imageId: 'i1', url: 'https://assets.example.com/i1.jpg', description: null, width: 10, height: 10 }],
      });
    const first = await apply(update('story', [rich('Fair winds')]));
    expect(first.modular_content.story?.elements.content).toEqual({
      type: 'rich_text',
      name: 'Rich text',
      value: html,
      modular_content: ['n_quote'],
      links: { l1: { codename: 'page_contact', type: 'page', url_slug: '/contact' } },
      images: { i1: { image_id: 'i1', url: 'https://assets.example.com/i1.jpg', description: null, width: 10, height: 10 } },
    });
    expect(first.modular_content.n_quote?.elements.text?.value).toBe('Fair winds');
    expect(first.modular_content.n_quote?.system).toMatchObject({ id: 'id-n_quote', type: 'headline_component', language: 'en' });
    const second = await apply(update('story', [rich('Following seas')]), noLoad, first);
    expect(second.modular_content.n_quote?.elements.text?.value).toBe('Following seas');
  });

  it("a linked item (not a component) newly placed in rich text is loaded from the preview API, in the item's language", async () => {
    const people = item('quote_people_component', 'crew_quote', { quote: fx.text('Aye') });
    const load = vi.fn<LoadItems>(async () => ({ items: [people], modular_content: {} }));
    const changed = await apply(
      update('story', [
        element('content', 'rich_text', {
          value: '<p>x</p><object type="application/kenticocloud" data-type="item" data-rel="link" data-codename="crew_quote"></object>',
          linkedItemCodenames: ['crew_quote'],
          linkedItems: [{ ...component('crew_quote', 'stale copy'), system: { ...component('crew_quote', '').system, type: 'quote_people_component' } }],
          links: [],
          images: [],
        }),
      ]),
      load,
    );
    expect(load).toHaveBeenCalledWith(['crew_quote'], 'en');
    expect(changed.modular_content.crew_quote).toEqual(people);
  });

  it('a linked-item list keeps its new order, drops what was removed and loads what was added', async () => {
    const added = item('headline_component', 'faq_headline', { text: fx.text('Questions') });
    const nested = item('button', 'faq_button', { text: fx.text('Ask') });
    const load = vi.fn<LoadItems>(async () => ({ items: [added], modular_content: { faq_button: nested } }));
    const changed = await apply(update('page_about', [element('components', 'modular_content', { value: ['faq_headline', 'hero'], linkedItems: [] })]), load);
    expect(changed.items[0]?.elements.components?.value).toEqual(['faq_headline', 'hero']);
    expect(load).toHaveBeenCalledWith(['faq_headline'], 'en');
    expect(changed.modular_content.faq_headline).toEqual(added);
    expect(changed.modular_content.faq_button).toEqual(nested);
  });

  it('a failed load costs only the new link: the page keeps its other values and the failure is reported', async () => {
    const failed = vi.fn();
    const changed = await applyOverrides(
      response,
      overridesOf(update('page_about', [element('title', 'text', { value: 'Still here' }), element('components', 'modular_content', { value: ['gone', 'hero'] })])),
      () => Promise.reject(new Error('preview API down')),
      failed,
    );
    expect(failed).toHaveBeenCalledOnce();
    expect(changed.items[0]?.elements.title?.value).toBe('Still here');
    expect(changed.modular_content.gone).toBeUndefined();
  });

  it("another language's variant, another item and an element the response left out stay as fetched", async () => {
    expect(await apply(update('page_about', [element('title', 'text', { value: 'Sobre nosotros' })], 'es'))).toEqual(response);
    expect(await apply(update('page_contact', [element('title', 'text', { value: 'Contact' })]))).toEqual(response);
    const projected = await apply(update('page_about', [element('child_pages', 'modular_content', { value: ['x'] })]));
    expect(projected.items[0]?.elements.child_pages).toBeUndefined();
  });

  it('refuses a message that is not an update: a value of the wrong type, an unknown element type, a component without its type', () => {
    const base = { projectId: 'demo', variant: { codename: 'en' }, item: { codename: 'hero' } };
    expect(liveUpdateSchema.safeParse({ ...base, elements: [element('title', 'text', { value: 7 })] }).success).toBe(false);
    expect(liveUpdateSchema.safeParse({ ...base, elements: [element('title', 'script', { value: 'x' })] }).success).toBe(false);
    const broken = { system: component('n_x', '').system, elements: { text: { name: 'Text', value: 'x' } } };
    const rich = element('content', 'rich_text', { value: componentTag('n_x'), linkedItemCodenames: ['n_x'], linkedItems: [broken], links: [], images: [] });
    expect(liveUpdateSchema.safeParse({ ...base, elements: [rich] }).success).toBe(false);
  });
});
