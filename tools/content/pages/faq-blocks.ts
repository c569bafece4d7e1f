/**
 * Builders for the FAQ, podcast, partners and shipyard blocks of the demo pages (spec 3.10). The
 * questions, episodes, partners and shipyards are catalogue items (tools/content/catalogue); these
 * blocks place them on pages.
 */
import type { MediaRef } from '../kontent';
import { el } from '../kontent';
import { both, type Built, type L } from './shared';

const bg = (grey?: boolean) => ({ background_color__options: el.choice(grey ? 'grey' : 'white') });
const words = (text: L | undefined, lang: 'en' | 'es') => el.text(text?.[lang] ?? '');

/** Codename of the faq_group item of a topic, and of its nth question (tools/content/catalogue/faq.ts). */
export const faqGroupCodename = (topic: string) => `faq_group_${topic}`;
export const faqItemCodenames = (topic: string, count = 3) => Array.from({ length: count }, (_, i) => `faq_${topic}_${i + 1}`);

export const faqDetail = (prefix: string, f: { topics: string[]; title?: L; introduction?: L; grey?: boolean }): Built =>
  both(
    (lang) => ({
      title: words(f.title, lang),
      introduction: el.richText(f.introduction?.[lang] ?? ''),
      faq_groups: el.linked(...f.topics.map(faqGroupCodename)),
      ...bg(f.grey),
    }),
    prefix,
    'faq_detail_component',
  );

export const faqOverview = (prefix: string, f: { topic: string; title: L; image: MediaRef; cta: L; ctaLink: string; grey?: boolean }): Built =>
  both(
    (lang) => ({
      title: el.text(f.title[lang]),
      dam_image: el.dam(f.image),
      cta_text: el.text(f.cta[lang]),
      cta_link: el.text(f.ctaLink),
      faq_items: el.linked(...faqItemCodenames(f.topic)),
      ...bg(f.grey),
    }),
    prefix,
    'faq_overview',
  );

export const faqRichText = (prefix: string, f: { title?: L; html: L; grey?: boolean }): Built =>
  both((lang) => ({ title: words(f.title, lang), text: el.richText(f.html[lang]), ...bg(f.grey) }), prefix, 'faq_rich_text');

export const faqMediaWithRichText = (prefix: string, f: { title: L; html: L; media: MediaRef; position?: 'left' | 'right'; grey?: boolean }): Built =>
  both(
    (lang) => ({
      title: el.text(f.title[lang]),
      text: el.richText(f.html[lang]),
      dam_media: el.dam(f.media),
      media_position: el.choice(f.position ?? 'right'),
      ...bg(f.grey),
    }),
    prefix,
    'faq_media_with_rich_text',
  );

export const faqMediaGallery = (prefix: string, f: { title: L; media: MediaRef[]; grey?: boolean }): Built =>
  both((lang) => ({ title: el.text(f.title[lang]), dam_media: el.dam(...f.media), ...bg(f.grey) }), prefix, 'faq__media_gallery');

export const faqAudioFile = (prefix: string, f: { title: L; audio: MediaRef; transcript: L; grey?: boolean }): Built =>
  both((lang) => ({ title: el.text(f.title[lang]), dam_audio_file: el.dam(f.audio), transcript: el.richText(f.transcript[lang]), ...bg(f.grey) }), prefix, 'faq_audio_file');

/** A topic's questions on its service page, each linking to its answer on the FAQ page. */
export const faqWidget = (prefix: string, f: { topic: string; faqPage: string; title: L; linkText: L; grey?: boolean }): Built =>
  both(
    (lang) => ({
      title: el.text(f.title[lang]),
      faq_items: el.linked(...faqItemCodenames(f.topic)),
      faq_page: el.linked(f.faqPage),
      link_text: el.text(f.linkText[lang]),
      ...bg(f.grey),
    }),
    prefix,
    'faq_widget_component',
  );

export const podcastEpisodes = (prefix: string, p: { title?: L; podcasts: string[]; grey?: boolean }): Built =>
  both((lang) => ({ title: words(p.title, lang), podcasts: el.linked(...p.podcasts), ...bg(p.grey) }), prefix, 'podcast_component');

export const partnersGrid = (prefix: string, p: { title?: L; partners: string[]; grey?: boolean }): Built =>
  both((lang) => ({ title: words(p.title, lang), partners: el.linked(...p.partners), ...bg(p.grey) }), prefix, 'partners_component');

export const shipyardGrid = (prefix: string, s: { title?: L; shipyards: string[]; grey?: boolean }): Built =>
  both((lang) => ({ title: words(s.title, lang), shipyards: el.linked(...s.shipyards), ...bg(s.grey) }), prefix, 'shipyard_grid_component');
