/**
 * Builders for the page-builder blocks of spec 2.16 (heroes, lists, layout, anchors, social and
 * newsletter): every text in both languages, list entries as list_item items, buttons as button
 * items; component codenames derive from their page as in shared.ts.
 */
import type { ContentFlag } from '../../../schema/components/content-flags';
import { SOCIAL_LINKS } from '../catalogue/footer';
import { el, type MediaRef } from '../kontent';
import { both, buttons, type Built, type ButtonSpec, type L } from './shared';

const flags = (on: readonly ContentFlag[] = []) => ({ content_flags: el.choice(...on) });
const bg = (grey?: boolean) => ({ background_color__options: el.choice(grey ? 'grey' : 'white') });

export type HeroSpec = { headline: L; text?: L; media: MediaRef; buttons?: ButtonSpec[]; size?: 'small' | 'medium' | 'large' };

export const videoHero = (prefix: string, h: HeroSpec): Built => {
  const b = buttons(prefix, h.buttons);
  return both(
    (lang) => ({
      headline: el.text(h.headline[lang]),
      text: el.text(h.text?.[lang] ?? ''),
      media: el.dam(h.media),
      size: el.choice(h.size ?? 'large'),
      buttons: el.linked(...b.codenames),
      ...flags(),
    }),
    prefix,
    'image_video_hero_component',
    b.items,
  );
};

export const heroSlider = (prefix: string, slides: HeroSpec[], options: { intervalSeconds?: number } = {}): Built => {
  const built = slides.map((slide) => videoHero(prefix, slide));
  return both(
    () => ({
      slides: el.linked(...built.map((s) => s.codename)),
      autoplay: el.choice('yes'),
      interval_seconds: el.number(options.intervalSeconds ?? null),
      ...flags(),
    }),
    prefix,
    'hero_slider_component',
    built.flatMap((s) => s.items),
  );
};

export const bigWords = (prefix: string, w: { words: L; text?: L; grey?: boolean }): Built =>
  both((lang) => ({ words: el.text(w.words[lang]), text: el.text(w.text?.[lang] ?? ''), ...bg(w.grey), ...flags() }), prefix, 'big_words_component');

export const highlightCopy = (prefix: string, h: { headline?: L; copy: L; highlight: L; grey?: boolean }): Built =>
  both((lang) => ({ headline: el.text(h.headline?.[lang] ?? ''), copy: el.text(h.copy[lang]), highlight: el.text(h.highlight[lang]), ...bg(h.grey), ...flags() }), prefix, 'highlight_copy_component');

export type EntrySpec = { title: L; text?: L; media?: MediaRef; link?: string };

const entries = (prefix: string, specs: EntrySpec[]) => {
  const built = specs.map((e) =>
    both((lang) => ({ title: el.text(e.title[lang]), text: el.text(e.text?.[lang] ?? ''), media: e.media ? el.dam(e.media) : el.dam(), link: el.text(e.link ?? '') }), prefix, 'list_item'),
  );
  return { codenames: built.map((b) => b.codename), items: built.flatMap((b) => b.items) };
};

type ListType = 'list_component' | 'definition_list_component' | 'horizontal_list_component' | 'three_in_one_component';

export const entryList = (prefix: string, type: ListType, l: { headline?: L; entries: EntrySpec[]; numbered?: boolean; grey?: boolean }): Built => {
  const e = entries(prefix, l.entries);
  return both(
    (lang) => ({
      headline: el.text(l.headline?.[lang] ?? ''),
      items: el.linked(...e.codenames),
      ...(type === 'list_component' ? { style: el.choice(l.numbered ? 'numbers' : 'bullets') } : {}),
      ...bg(l.grey),
      ...flags(),
    }),
    prefix,
    type,
    e.items,
  );
};

export const storyBlock = (prefix: string, s: { label?: L; title: L; html: L; media: MediaRef; right?: boolean; buttons?: ButtonSpec[]; grey?: boolean }): Built => {
  const b = buttons(prefix, s.buttons);
  return both(
    (lang) => ({
      label: el.text(s.label?.[lang] ?? ''),
      title: el.text(s.title[lang]),
      text: el.richText(s.html[lang]),
      media: el.dam(s.media),
      media_position: el.choice(s.right ? 'right' : 'left'),
      buttons: el.linked(...b.codenames),
      ...bg(s.grey),
      ...flags(),
    }),
    prefix,
    'story_block_component',
    b.items,
  );
};

export const splitImage = (prefix: string, s: { title: L; text?: L; left: MediaRef; right: MediaRef; buttons?: ButtonSpec[] }): Built => {
  const b = buttons(prefix, s.buttons);
  return both(
    (lang) => ({
      title: el.text(s.title[lang]),
      text: el.text(s.text?.[lang] ?? ''),
      image_left: el.dam(s.left),
      image_right: el.dam(s.right),
      dimming: el.number(null),
      buttons: el.linked(...b.codenames),
      ...flags(),
    }),
    prefix,
    'split_image_component',
    b.items,
  );
};

export const galleryTeaser = (prefix: string, g: { title: L; text?: L; images: MediaRef[]; buttons?: ButtonSpec[]; grey?: boolean }): Built => {
  const b = buttons(prefix, g.buttons);
  return both(
    (lang) => ({ title: el.text(g.title[lang]), text: el.text(g.text?.[lang] ?? ''), images: el.dam(...g.images), buttons: el.linked(...b.codenames), ...bg(g.grey), ...flags() }),
    prefix,
    'gallery_teaser_component',
    b.items,
  );
};

export const actionBar = (prefix: string, a: { text: L; buttons: ButtonSpec[] }): Built => {
  const b = buttons(prefix, a.buttons);
  return both((lang) => ({ text: el.text(a.text[lang]), buttons: el.linked(...b.codenames) }), prefix, 'action_bar_component', b.items);
};

export const anchor = (prefix: string, text: L): Built => both((lang) => ({ anchor_text: el.text(text[lang]) }), prefix, 'anchor_component');

export const scrollAnchor = (prefix: string, s: { anchor: L; cue: L; inJumpTo?: boolean }): Built =>
  both((lang) => ({ anchor_text: el.text(s.anchor[lang]), text: el.text(s.cue[lang]), ...flags(s.inJumpTo ? ['jump_to_enabled'] : []) }), prefix, 'scroll_anchor_component');

/** The jump-to menu (spec 3.10, 4.5): on a page without a yacht it lists the page's anchors. */
export const jumpTo = (prefix: string): Built => both(() => ({ sections: el.choice() }), prefix, 'jump_to_component');

/** The brand's networks: the footer configuration's (spec 3.11). */
export const socialLinks = (prefix: string, s: { headline: L; text?: L; grey?: boolean }): Built =>
  both(
    (lang) => ({
      headline: el.text(s.headline[lang]),
      text: el.text(s.text?.[lang] ?? ''),
      ...Object.fromEntries(Object.entries(SOCIAL_LINKS).map(([network, url]) => [`social_${network}`, el.text(url)])),
      ...bg(s.grey),
    }),
    prefix,
    'social_media_links_component',
  );

export const newsletterTeaser = (prefix: string, n: { headline: L; text: L; button: L; grey?: boolean }): Built =>
  both(
    (lang) => ({ headline: el.text(n.headline[lang]), text: el.text(n.text[lang]), button_text: el.text(n.button[lang]), form_url: el.text(''), ...bg(n.grey) }),
    prefix,
    'newsletter_teaser_component',
  );
