/**
 * Components in the demo's rich text (spec 3.2): the articles and a content page carry
 * a call-to-action button, a quote and a picture with its caption inside their text, in both
 * languages, valid for their types and never stored as items.
 */
import { fakerEN, fakerES } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { isCodename, modulesByCodename, type Codename } from '../../../schema/components/index';
import { mapItem, type ItemRef } from '../../../schema/define';
import { componentCodenamesIn } from '../../../schema/rich-text';
import type { GeneratorContext } from '../context';
import { componentsIn, named, type ComponentBody, type ItemSpec, type LanguageCodename } from '../kontent';
import { generatePages } from './index';
import { resetComponentCounter } from './shared';

const generate = (): ItemSpec[] => {
  resetComponentCounter();
  const items: ItemSpec[] = [];
  const stub = (key: string, name: string, type: string) => ({ id: key, url: `/media/${key}/${name}`, name, type, width: 2400, height: 1600, title: null, blurhash: null, videoPoster: null });
  const ctx: GeneratorContext = {
    seed: 1,
    yachtCount: 0,
    random: () => 0.5,
    faker: { en: fakerEN, es: fakerES },
    media: {
      image: ({ key, about }) => ({ ...stub(key, `${key}.jpg`, 'image/jpeg'), alt: about, description: about }),
      file: ({ key, name, type }) => ({ ...stub(key, name, type), alt: { en: key, es: key }, description: { en: '', es: '' } }),
    },
    add: (item) => void items.push(item),
    items: () => items,
  };
  generatePages(ctx);
  return items;
};

const items = generate();
const byCodename = new Map(items.map((item) => [item.codename, item]));
const slugOf = (page: ItemSpec, lang: LanguageCodename): string => String(page.variants[lang]?.url_slug?.value ?? '');
const blocksOf = (page: ItemSpec, lang: LanguageCodename): ItemSpec[] => {
  const value = page.variants[lang]?.components?.value;
  return (Array.isArray(value) ? value : []).flatMap((codename) => byCodename.get(String(codename)) ?? []);
};

/** The components in a page's rich text blocks, in one language. */
const componentsOnPage = (page: ItemSpec, lang: LanguageCodename): ComponentBody[] => blocksOf(page, lang).flatMap((block) => componentsIn(named(block.variants[lang] ?? block.variants.en)));

/** What the renderer would tell an editor about a component (schema/define.ts). */
const issuesOf = <K extends Codename>(type: K, elements: unknown, item: ItemRef, locale: LanguageCodename) => mapItem(modulesByCodename[type], elements, { locale, item, linkedItems: {} }).issues;

const pages = items.filter((item) => item.type === 'page');
const articles = pages.filter((page) => slugOf(page, 'en').startsWith('/news-detail/'));
const guide = pages.find((page) => slugOf(page, 'en') === '/5-step-guide-to-charter');

describe('components in the demo rich text (spec 3.2)', () => {
  it('every article has a picture with its caption and a call to action in its text; those with a pull quote have it as a quote component', () => {
    expect(articles.length).toBeGreaterThan(10);
    let quotes = 0;
    for (const article of articles) {
      const types = componentsOnPage(article, 'en').map((c) => c.system.type);
      expect(types, article.codename).toEqual(expect.arrayContaining(['picture_caption_component', 'button__external___internal_link']));
      if (types.includes('quote_people_component')) quotes += 1;
      expect(
        blocksOf(article, 'en').map((b) => b.type),
        article.codename,
      ).not.toContain('headline_component');
    }
    expect(quotes).toBeGreaterThan(5);
  });

  it('a content page (the 5-step charter guide) carries all three in its text', () => {
    expect(guide && componentsOnPage(guide, 'en').map((c) => c.system.type)).toEqual(['button__external___internal_link', 'picture_caption_component', 'quote_people_component']);
  });

  it('in both languages: the same components, in Spanish words in Spanish', () => {
    for (const page of [...articles, ...(guide ? [guide] : [])]) {
      const en = componentsOnPage(page, 'en');
      const es = componentsOnPage(page, 'es');
      expect(
        es.map((c) => c.system.codename),
        page.codename,
      ).toEqual(en.map((c) => c.system.codename));
      const words = (list: ComponentBody[]) => list.map((c) => JSON.stringify([c.elements.button_text?.value, c.elements.quote?.value, c.elements.caption?.value]));
      expect(words(es), page.codename).not.toEqual(words(en));
    }
  });

  it('each is placed in its text by an <object data-rel="component">, named in modular_content, valid for its type, and is no item', () => {
    for (const page of [...articles, ...(guide ? [guide] : [])]) {
      for (const lang of ['en', 'es'] as const) {
        for (const block of blocksOf(page, lang)) {
          const content = named(block.variants[lang] ?? block.variants.en).content;
          if (!content || typeof content.value !== 'string') continue;
          const placed = componentCodenamesIn(content.value);
          expect(content.modular_content, block.codename).toEqual(placed);
          for (const component of componentsIn({ content })) {
            expect(placed, block.codename).toContain(component.system.codename);
            expect(byCodename.has(component.system.codename)).toBe(false);
            const type = component.system.type;
            if (!isCodename(type)) throw new Error(`${type} is no type the site renders`);
            const ref = { id: component.system.id, name: component.system.id, codename: component.system.codename, type };
            expect(issuesOf(type, component.elements, ref, lang), `${block.codename} ${type}`).toEqual([]);
          }
        }
      }
    }
  });
});
