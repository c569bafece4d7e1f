/**
 * Spec 2.2, 2.16: every page the main menu names (tools/content/catalogue/menu-data.ts, spec 2.2's
 * menu sections) opens with a hero (page cover, hero slider or image/video hero) and uses at least
 * three block types besides rich text and the hero, in both languages, in the content the seed
 * writes. Also: each of the page-builder blocks of spec 2.16 is on a page in both languages.
 */
import { fakerEN, fakerES } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { localPath, MENU } from '../catalogue/menu-data';
import type { GeneratorContext } from '../context';
import type { Elements, ItemSpec, LanguageCodename } from '../kontent';
import { generatePages } from './index';

const HEROES = ['page_cover_component', 'hero_slider_component', 'image_video_hero_component'];
const NOT_COUNTED = new Set(['richtext_component', 'breadcrumbs_component', 'spacer_component', ...HEROES]);
const LANGS: LanguageCodename[] = ['en', 'es'];

const generated = (): ItemSpec[] => {
  const items: ItemSpec[] = [];
  const ctx: GeneratorContext = {
    seed: 1,
    yachtCount: 0,
    random: () => 0.5,
    faker: { en: fakerEN, es: fakerES },
    media: {
      image: ({ key, about }) => ({
        id: key,
        url: `/media/${key}/${key}.jpg`,
        name: `${key}.jpg`,
        type: 'image/jpeg',
        width: 2400,
        height: 1600,
        alt: about,
        title: null,
        description: { en: '', es: '' },
        blurhash: null,
        videoPoster: null,
      }),
      file: ({ key }) => ({
        id: key,
        url: `/media/${key}/${key}.webm`,
        name: `${key}.webm`,
        type: 'video/webm',
        width: 1280,
        height: 720,
        alt: { en: key, es: key },
        title: null,
        description: { en: '', es: '' },
        blurhash: null,
        videoPoster: `/media/${key}/${key}-poster.jpg`,
      }),
    },
    add: (item) => {
      items.push(item);
    },
    items: () => items,
  };
  generatePages(ctx);
  return items;
};

const items = generated();
const byCodename = new Map(items.map((item) => [item.codename, item]));
const variant = (item: ItemSpec, lang: LanguageCodename): Elements => item.variants[lang] ?? item.variants.en;
const slugOf = (item: ItemSpec, lang: LanguageCodename) => String(variant(item, lang).url_slug?.value ?? '');
const pages = items.filter((item) => item.type === 'page');
const componentTypes = (page: ItemSpec, lang: LanguageCodename): string[] => {
  const codenames = variant(page, lang).components?.value;
  return (Array.isArray(codenames) ? codenames : []).flatMap((c) => {
    const item = typeof c === 'string' ? byCodename.get(c) : undefined;
    return item && variant(item, lang) ? [item.type] : [];
  });
};

/** The internal paths the main menu names: its sections and every link of their groups. */
const menuPaths = [...new Set(MENU.flatMap((entry) => [entry.url, ...entry.groups.flatMap((g) => [g.url, ...g.links.map((l) => l.url)])]))].filter(
  (url): url is string => typeof url === 'string' && url.startsWith('/'),
);

const menuPageProblems = (all: ItemSpec[], typesOf: (page: ItemSpec, lang: LanguageCodename) => string[]): string[] => {
  const problems: string[] = [];
  for (const path of menuPaths) {
    for (const lang of LANGS) {
      const page = all.find((p) => slugOf(p, lang) === localPath(path, lang));
      if (!page) {
        problems.push(`${path} (${lang}): no page`);
        continue;
      }
      const types = typesOf(page, lang).filter((type) => type !== 'breadcrumbs_component');
      if (!HEROES.includes(types[0] ?? '')) problems.push(`${path} (${lang}): opens with ${types[0] ?? 'nothing'}, not a hero`);
      const blocks = new Set(types.filter((type) => !NOT_COUNTED.has(type)));
      if (blocks.size < 3) problems.push(`${path} (${lang}): ${blocks.size} block types besides rich text and the hero (${[...blocks].join(', ')})`);
    }
  }
  return problems;
};

describe('menu pages (spec 2.2, 2.16)', () => {
  it('the menu names the pages of every section', () => {
    expect(menuPaths.length).toBeGreaterThan(40);
  });

  it('every page a menu names opens with a hero and uses three or more block types besides rich text and the hero', () => {
    expect(menuPageProblems(pages, componentTypes)).toEqual([]);
  });

  it('the check fails for a menu page that opens without a hero or has too few blocks', () => {
    const charter = pages.find((p) => slugOf(p, 'en') === '/yacht-charter');
    if (!charter) throw new Error('no charter page');
    const without = (drop: (type: string, index: number) => boolean) => (page: ItemSpec, lang: LanguageCodename) =>
      componentTypes(page, lang).filter((type, index) => page !== charter || !drop(type, index));
    expect(
      menuPageProblems(
        pages,
        without((_, index) => index === 0),
      ),
    ).toEqual(['/yacht-charter (en): opens with headline_component, not a hero', '/yacht-charter (es): opens with headline_component, not a hero']);
    const thin = menuPageProblems(
      pages,
      without((type, index) => index > 0 && !['headline_component', 'numbers_component'].includes(type)),
    );
    expect(thin).toContain('/yacht-charter (en): 2 block types besides rich text and the hero (headline_component, numbers_component)');
  });
});

/** The page-builder blocks of spec 2.16 added with the heroes. */
const BUILDER_TYPES = [
  'hero_slider_component',
  'image_video_hero_component',
  'big_words_component',
  'highlight_copy_component',
  'list_component',
  'definition_list_component',
  'horizontal_list_component',
  'story_block_component',
  'three_in_one_component',
  'split_image_component',
  'gallery_teaser_component',
  'action_bar_component',
  'anchor_component',
  'scroll_anchor_component',
  'social_media_links_component',
  'newsletter_teaser_component',
];

describe('page-builder blocks in the demo content (spec 2.16)', () => {
  it('each is placed on a menu page in both languages, a hero slider or video hero as the opening block', () => {
    for (const lang of LANGS) {
      const menuPages = pages.filter((p) => menuPaths.some((path) => slugOf(p, lang) === localPath(path, lang)));
      const placed = new Set(menuPages.flatMap((p) => componentTypes(p, lang)));
      // A slide is an image/video hero item too, but the type must also stand on a page by itself.
      expect(
        BUILDER_TYPES.filter((type) => !placed.has(type)),
        lang,
      ).toEqual([]);
    }
  });
});
