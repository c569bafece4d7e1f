/** menu_configuration (spec 2.6, 3.11) and the items it is made of: menu_item, menu_group, link_item, image_teaser. */
import type { GeneratorContext } from '../context';
import { el, type Elements, type LanguageCodename } from '../kontent';
import type { L } from '../pages/shared';
import { localPath, MENU, type ImageTeaserSpec, type MenuLink } from './menu-data';
import type { GeneratedYacht } from './yachts';

/** Spec 2.2's 'Inquire' button; editors word it per language (the schema's default stays 'Inquire'). */
export const ENQUIRY = { text: { en: 'Inquire', es: 'Consultar' }, url: '/contact-superyacht-company' };

const both = (make: (lang: LanguageCodename) => Elements) => ({ en: make('en'), es: make('es') });

/** A link_item: text plus a path (internal, localised per language) or an absolute URL. */
export const addLink = (ctx: GeneratorContext, codename: string, link: MenuLink): string => {
  ctx.add({ type: 'link_item', codename, name: link.text.en, variants: both((lang) => ({ text: el.text(link.text[lang]), url: el.text(localPath(link.url, lang)) })) });
  return codename;
};

export const addImageTeaser = (
  ctx: GeneratorContext,
  codename: string,
  t: ImageTeaserSpec | { key: string; headline: L; subject: ImageTeaserSpec['subject']; cta: L; url: string; text?: L },
): string => {
  const image = ctx.media.image({ subject: t.subject, key: `teaser-${t.key}`, about: t.headline });
  const text = 'text' in t ? t.text : undefined;
  ctx.add({
    type: 'image_teaser',
    codename,
    name: t.headline.en,
    variants: both((lang) => ({
      headline: el.text(t.headline[lang]),
      text: el.text(text?.[lang] ?? ''),
      background_image: el.dam(image),
      cta_text: el.text(t.cta[lang]),
      cta_url: el.text(localPath(t.url, lang)),
    })),
  });
  return codename;
};

const pick = (yachts: readonly GeneratedYacht[], side: 'charter' | 'sale', count: number) =>
  yachts
    .filter((y) => y.facts.market !== 'ghost' && (side === 'charter' ? y.facts.dataType !== 'sale' : y.facts.dataType !== 'charter'))
    .slice(0, count)
    .map((y) => y.codename);

export const generateMenu = (ctx: GeneratorContext, yachts: readonly GeneratedYacht[]): void => {
  const itemCodenames: string[] = [];
  const teasers: string[] = [];
  for (const entry of MENU) {
    const groups = entry.groups.map((g, gi) => {
      const links = g.links.map((link, li) => addLink(ctx, `menu_link_${entry.key}_${gi + 1}_${li + 1}`, link));
      const codename = `menu_group_${entry.key}_${gi + 1}`;
      ctx.add({
        type: 'menu_group',
        codename,
        name: `${entry.text}: ${g.heading.en}`,
        variants: both((lang) => ({
          group_heading: el.text(g.heading[lang]),
          group_heading_url: el.text(g.url ? localPath(g.url, lang) : ''),
          group_links: el.linked(...links),
        })),
      });
      return codename;
    });
    const teaser = addImageTeaser(ctx, `menu_teaser_${entry.key}`, entry.teaser);
    teasers.push(teaser);
    const codename = `menu_item_${entry.key}`;
    ctx.add({
      type: 'menu_item',
      codename,
      name: entry.text,
      variants: both(() => ({
        // Spec 1: the Spanish main menu keeps the English wording.
        text: el.text(entry.text),
        url: el.text(entry.url),
        sub_menu_items: el.linked(...groups),
        yacht_teasers: el.linked(...(entry.yachts ? pick(yachts, entry.yachts, 3) : [])),
        image_teasers: el.linked(teaser),
      })),
    });
    itemCodenames.push(codename);
  }
  const mobileImage = ctx.media.image({ subject: 'seascape', key: 'menu-mobile-header', about: { en: 'Open sea at dusk', es: 'Mar abierto al atardecer' } });
  ctx.add({
    type: 'menu_configuration',
    codename: 'menu_configuration',
    name: 'Menu configuration',
    variants: both((lang) => ({
      items: el.linked(...itemCodenames),
      // A sale+charter yacht can be picked for both sides; each yacht is listed once.
      yacht_teasers: el.linked(...new Set([...pick(yachts, 'charter', 3), ...pick(yachts, 'sale', 3)])),
      image_teasers: el.linked(...teasers.filter((t) => t === 'menu_teaser_about'), ...teasers.filter((t) => t !== 'menu_teaser_about')),
      mobile_header_image: el.dam(mobileImage),
      enquiry_text: el.text(ENQUIRY.text[lang]),
      enquiry_url: el.text(ENQUIRY.url),
    })),
  });
};
