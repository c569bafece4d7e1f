/**
 * Components an editor inserts into rich text (spec 3.2): a call-to-action button, a quote, a
 * picture with its caption. Each lives inside the rich text element that shows it, in both
 * languages with one id, and is answered by the Delivery API in `modular_content`, never as an item
 * (services/kontent/components.ts).
 */
import type { Codename } from '../../../schema/components';
import { componentCodename } from '../../../services/kontent/components';
import { el, stableUuid, type ComponentBody, type LanguageCodename, type MediaRef } from '../kontent';
import { quoteElements, type QuoteSpec } from './editorial-blocks';
import { both, buttonElements, type Built, type ButtonSpec, type ElementsFor, type L } from './shared';

/** A component in rich text: the `<object>` that places it and its body per language. */
export type Inline = { codename: string; tag: string; bodies: Record<LanguageCodename, ComponentBody> };

/** Ids as Kontent gives them: unique, fixed here by the parent and a key so regenerating keeps them. */
const inline = <K extends Codename>(parent: string, key: string, type: K, build: (lang: LanguageCodename) => ElementsFor<K>): Inline => {
  const id = stableUuid(`component:${parent}:${key}`);
  const codename = componentCodename(id);
  const body = (lang: LanguageCodename): ComponentBody => ({ system: { id, codename, type }, elements: build(lang) });
  return {
    codename,
    tag: `<object type="application/kenticocloud" data-type="item" data-rel="component" data-codename="${codename}"></object>`,
    bodies: { en: body('en'), es: body('es') },
  };
};

export const ctaComponent = (parent: string, key: string, b: ButtonSpec): Inline => inline(parent, key, 'button__external___internal_link', (lang) => buttonElements(b, lang));

export const quoteComponent = (parent: string, key: string, q: QuoteSpec): Inline => inline(parent, key, 'quote_people_component', (lang) => quoteElements(q, lang));

/** A picture with the editor's caption; without one, the picture's own description is shown. */
export const pictureComponent = (parent: string, key: string, p: { image: MediaRef; caption?: L }): Inline =>
  inline(parent, key, 'picture_caption_component', (lang) => ({ image: el.dam(p.image), caption: el.text(p.caption?.[lang] ?? '') }));

/** HTML and components in reading order. */
export type RichParts = readonly (string | Inline)[];

/** A rich text element of HTML with components placed in it; `modular_content` names them in order. */
export const richTextWith = (parts: RichParts, lang: LanguageCodename) => {
  const components = parts.filter((part): part is Inline => typeof part !== 'string');
  const html = parts.map((part) => (typeof part === 'string' ? part : part.tag)).join('');
  return el.richText(
    html,
    components.map((c) => c.codename),
    '',
    components.map((c) => c.bodies[lang]),
  );
};

/** The page block of editorial rich text (richtext_component) with components inside. */
export const richTextBlock = (prefix: string, parts: Record<LanguageCodename, RichParts>, grey?: boolean): Built =>
  both((lang) => ({ content: richTextWith(parts[lang], lang), background_color__options: el.choice(grey ? 'grey' : 'white') }), prefix, 'richtext_component');

/** `html` split after its `n`th closing `</p>` (or whole, when it has fewer), to place a component between paragraphs. */
export const afterParagraph = (html: string, n: number): [string, string] => {
  let at = 0;
  for (let i = 0; i < n; i += 1) {
    const end = html.indexOf('</p>', at);
    if (end < 0) return [html, ''];
    at = end + 4;
  }
  return [html.slice(0, at), html.slice(at)];
};
