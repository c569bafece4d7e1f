/** The yacht news block of spec 2.8 in the demo content: one yacht's pages carry her news, in both languages. */
import { describe, expect, it } from 'vitest';
import { createMediaStore } from '../images';
import { componentsIn, type Elements, type ItemSpec } from '../kontent';
import { createContext } from '../seed-core';
import { YACHT_IN_THE_NEWS } from './yacht-news';
import { generateYachts } from './yachts';

const { ctx, items } = createContext(1, 4, createMediaStore().factory);
const yachts = generateYachts(ctx);
const byCodename = new Map(items.map((item) => [item.codename, item]));
const linked = (elements: Elements, name: string): string[] => {
  const value = elements[name]?.value;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};
const componentsOfType = (page: ItemSpec, type: string, lang: 'en' | 'es'): ItemSpec[] => {
  const variant = lang === 'en' ? page.variants.en : page.variants.es;
  return linked(variant ?? {}, 'components')
    .flatMap((c) => byCodename.get(c) ?? [])
    .filter((item) => item.type === type);
};
const detailPages = (yachtCodename: string): ItemSpec[] => items.filter((item) => item.type === 'page' && linked(item.variants.en, 'yacht').includes(yachtCodename));

describe('yacht news block (spec 2.8, 3.9, 5.3)', () => {
  const inTheNews = yachts[YACHT_IN_THE_NEWS];

  it('the yacht in the news has a news slider of her own articles on each of her detail pages, after the buttons block', () => {
    if (!inTheNews) throw new Error('the demo fleet is too small');
    const pages = detailPages(inTheNews.codename);
    // Her news is charter news: she has a charter page.
    expect(pages.map((page) => String(page.variants.en.url_slug?.value))).toContainEqual(expect.stringMatching(/^\/yacht-for-charter\//));
    for (const page of pages) {
      for (const lang of ['en', 'es'] as const) {
        const [slider] = componentsOfType(page, 'slider_news_component', lang);
        const elements = (lang === 'en' ? slider?.variants.en : slider?.variants.es) ?? {};
        expect(JSON.stringify(elements.selected_news_category?.value)).toContain('manual_slides');
        const articles = linked(elements, 'slides').map((c) => byCodename.get(c));
        expect(articles).toHaveLength(2);
        for (const article of articles) {
          const variant = (lang === 'en' ? article?.variants.en : article?.variants.es) ?? {};
          expect(JSON.stringify(variant.page_type?.value)).toContain('news');
          expect(String(variant.title?.value)).toContain(inTheNews.facts.name);
          expect(String(variant.tags?.value)).toContain(inTheNews.facts.name);
        }
        const order = linked((lang === 'en' ? page.variants.en : page.variants.es) ?? {}, 'components').map((c) => byCodename.get(c)?.type);
        expect(order.indexOf('slider_news_component')).toBeGreaterThan(order.lastIndexOf('button_container_component'));
      }
    }
  });

  it("spec 3.2: her stories carry a captioned picture and a call to action to her page inside their text, the week on board her guests' quote; in both languages", () => {
    if (!inTheNews) throw new Error('the demo fleet is too small');
    const [page] = detailPages(inTheNews.codename);
    const [slider] = page ? componentsOfType(page, 'slider_news_component', 'en') : [];
    const articles = linked(slider?.variants.en ?? {}, 'slides').flatMap((c) => byCodename.get(c) ?? []);
    expect(articles).toHaveLength(2);
    for (const lang of ['en', 'es'] as const) {
      const types = articles.map((article) =>
        componentsOfType(article, 'richtext_component', lang)
          .flatMap((block) => componentsIn((lang === 'en' ? block.variants.en : block.variants.es) ?? {}))
          .map((c) => c.system.type),
      );
      expect(types).toEqual([
        ['picture_caption_component', 'button__external___internal_link'],
        ['picture_caption_component', 'quote_people_component', 'button__external___internal_link'],
      ]);
    }
  });

  it('the other yachts have no news block', () => {
    for (const [index, yacht] of yachts.entries()) {
      if (index === YACHT_IN_THE_NEWS) continue;
      for (const page of detailPages(yacht.codename)) expect(componentsOfType(page, 'slider_news_component', 'en')).toHaveLength(0);
    }
  });
});
