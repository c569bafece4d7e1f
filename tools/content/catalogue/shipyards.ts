/** Shipyard items (spec 3.10) and a page per yard at /shipyards/{slug}. */
import type { GeneratorContext } from '../context';
import { escapeHtml } from '../html';
import { el, toCodename, type LanguageCodename } from '../kontent';
import { buttonContainer, cover, numbers, richText } from '../pages/shared';
import { pageWithElements } from './page-extras';
import { BUILDERS } from './reference';
import { SHIPYARD_COPY } from './shipyard-copy';

export const shipyardPath = (slug: string) => `/shipyards/${slug}`;
/** The page a yacht's builder_internal_page links to. */
export const shipyardPageCodename = (slug: string) => `page_${toCodename(shipyardPath(slug))}`;

/** Shipyards with their pages; `fleet` counts the yachts of each builder in the demo fleet. */
export const generateShipyards = (ctx: GeneratorContext, fleet: ReadonlyMap<string, number>): void => {
  for (const b of BUILDERS) {
    const copy = SHIPYARD_COPY[b.slug];
    if (!copy) throw new Error(`No description for shipyard "${b.slug}"`);
    const codename = `shipyard_${toCodename(b.slug)}`;
    const path = shipyardPath(b.slug);
    const pageCodename = shipyardPageCodename(b.slug);
    const image = ctx.media.image({
      subject: 'shipyard',
      key: `shipyard-${b.slug}`,
      about: { en: `The ${b.name} shipyard in ${b.city}`, es: `El astillero ${b.name} en ${b.city}` },
    });
    const elements = (lang: LanguageCodename) => ({
      shipyard_name: el.text(b.name),
      shipyard_country: el.text(b.country[lang]),
      city: el.text(b.city),
      founded: el.number(b.founded),
      description: el.richText(`<p>${escapeHtml(copy[lang])}</p>`),
      dam_image: el.dam(image),
      cta_link_text: el.text(lang === 'en' ? `Discover ${b.name}` : `Descubra ${b.name}`),
      page: el.linked(pageCodename),
    });
    ctx.add({ type: 'shipyard', codename, name: b.name, variants: { en: elements('en'), es: elements('es') } });
    const prefix = pageCodename;
    pageWithElements(
      ctx,
      {
        codename: pageCodename,
        slug: { en: path, es: path },
        title: { en: `${b.name} yachts – shipyard profile`, es: `Yates ${b.name}: perfil del astillero` },
        description: { en: copy.en, es: copy.es },
        breadcrumbsTitle: { en: b.name, es: b.name },
        additionalInfoTitle: { en: b.name, es: b.name },
        additionalInfoDescription: { en: `${b.city}, ${b.country.en}`, es: `${b.city}, ${b.country.es}` },
      },
      [
        cover(prefix, { title: { en: b.name, es: b.name }, subtitle: { en: `${b.city}, ${b.country.en}`, es: `${b.city}, ${b.country.es}` }, image, size: 'medium' }),
        richText(prefix, { en: `<p>${escapeHtml(copy.en)}</p>`, es: `<p>${escapeHtml(copy.es)}</p>` }),
        numbers(prefix, {
          items: [
            { number: b.founded, text: { en: 'Founded', es: 'Fundado' } },
            { number: fleet.get(b.slug) ?? 0, text: { en: 'Yachts in our fleet', es: 'Yates en nuestra flota' } },
          ],
          grey: true,
        }),
        buttonContainer(prefix, [
          { text: { en: 'Yachts for sale', es: 'Yates en venta' }, to: '/yachts-for-sale' },
          { text: { en: 'Talk to a project manager', es: 'Hable con un jefe de proyecto' }, to: '/contact-a-project-manager', theme: 'secondary' },
        ]),
      ],
      { shipyard: el.linked(codename) },
    );
  }
};
