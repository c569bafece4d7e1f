/** Yacht detail pages: /yacht-for-charter/{slug} and /yacht-for-sale/{slug} (spec 2.2, 2.8). */
import type { GeneratorContext } from '../context';
import { escapeHtml as h } from '../html';
import { el, toCodename } from '../kontent';
import { buttonContainer, imageText, previousNextYacht, richText, yachtRecommendations, type L } from '../pages/shared';
import { yachtLocationInfo } from './berth-blocks';
import { pageWithElements } from './page-extras';
import { yachtGalleryParts } from './yacht-gallery-parts';
import { formatAmount } from './rates';
import type { YachtFacts } from './yacht-facts';
import { features, jumpTo, share, specification, yachtHero, yachtLabels } from './yacht-page-parts';
import type { YachtMedia } from './yacht-media';
import { yachtKind } from './yacht-text';
import { yachtNewsArticles, yachtNewsBlock } from './yacht-news';

type Side = 'charter' | 'sale';
export const CONTACT_PATH = '/contact-superyacht-company';
const DETAIL: Record<Side, string> = { charter: '/yacht-for-charter', sale: '/yacht-for-sale' };

/** The detail paths a yacht has; a ghost yacht gets the page of its data type as its ghost url. */
export const yachtPaths = (y: YachtFacts, slug: string): { charter?: string; sale?: string; ghost?: string } => {
  const charter = `${DETAIL.charter}/${slug}`;
  const sale = `${DETAIL.sale}/${slug}`;
  if (y.market === 'ghost') return { ghost: y.dataType === 'charter' ? charter : sale };
  return { ...(y.dataType !== 'sale' ? { charter } : {}), ...(y.dataType !== 'charter' ? { sale } : {}) };
};

const sides = (y: YachtFacts): Side[] => {
  if (y.market === 'ghost') return [y.dataType === 'charter' ? 'charter' : 'sale'];
  return [...(y.dataType !== 'sale' ? (['charter'] as const) : []), ...(y.dataType !== 'charter' ? (['sale'] as const) : [])];
};

const esNumber = (n: number) => String(n).replace('.', ',');

const seo = (y: YachtFacts, side: Side): L => {
  const kind = yachtKind(y);
  if (side === 'charter') {
    const from = y.charter
      ? {
          en: ` Weekly rates from ${y.charter.summerCurrency === 'EUR' ? '€' : '$'}${formatAmount(y.charter.summerLow)}.`,
          es: ` Tarifas semanales desde ${formatAmount(y.charter.summerLow).replace(/,/g, '.')} ${y.charter.summerCurrency === 'EUR' ? '€' : 'US$'}.`,
        }
      : { en: '', es: '' };
    return {
      en: `Charter ${y.name}, a ${y.length} m ${y.builder.name} ${kind.en} for ${y.guests} guests in ${y.cabins.total} cabins.${from.en}`,
      es: `Alquile ${y.name}, un ${kind.es} ${y.builder.name} de ${esNumber(y.length)} m para ${y.guests} invitados en ${y.cabins.total} camarotes.${from.es}`,
    };
  }
  return {
    en: `${y.name} for sale: a ${y.length} m ${kind.en} built by ${y.builder.name} in ${y.year}, lying in ${y.lying.place}.`,
    es: `${y.name} en venta: ${kind.es} de ${esNumber(y.length)} m construido por ${y.builder.name} en ${y.year}, amarrado en ${y.lying.place}.`,
  };
};

export type YachtPageInput = { facts: YachtFacts; codename: string; slug: string; media: YachtMedia; description: L; inTheNews?: boolean };

export const yachtPages = (ctx: GeneratorContext, input: YachtPageInput): void => {
  const { facts: y, slug, media } = input;
  const kind = yachtKind(y);
  // Her news is about chartering her: only a yacht with a charter page can be in it.
  const news = input.inTheNews && sides(y).includes('charter') ? yachtNewsArticles(ctx, y, media, `${DETAIL.charter}/${slug}`) : [];
  for (const side of sides(y)) {
    const path = `${DETAIL[side]}/${slug}`;
    const codename = `page_${toCodename(path)}`;
    const prefix = codename;
    const interior = media.interior[0] ?? media.profile;
    const parts = [
      previousNextYacht(prefix),
      yachtHero(prefix),
      jumpTo(prefix),
      yachtLabels(prefix),
      richText(prefix, input.description),
      specification(prefix),
      features(prefix, side),
      imageText(prefix, {
        title: { en: 'Life on board', es: 'La vida a bordo' },
        html: {
          en: `<p>Interiors by ${h(y.interiorDesigner)} set the tone on board ${h(y.name)}: natural light, generous volumes and spaces that move easily from quiet mornings to long dinners. Your broker can share the full inventory, deck plans and crew profiles.</p>`,
          es: `<p>Los interiores de ${h(y.interiorDesigner)} marcan el carácter de ${h(y.name)}: luz natural, volúmenes generosos y espacios que pasan con naturalidad de las mañanas tranquilas a las cenas largas. Su bróker puede facilitarle el inventario completo, los planos de cubierta y los perfiles de la tripulación.</p>`,
        },
        image: interior,
        position: 'left',
        grey: true,
      }),
      ...yachtGalleryParts(prefix, side),
      yachtLocationInfo(prefix),
      yachtRecommendations(prefix),
      buttonContainer(prefix, [{ text: { en: 'Inquire', es: 'Solicitar información' }, to: CONTACT_PATH }]),
      // Spec 2.8: the yacht news block follows the yacht buttons block.
      ...(news.length > 0 ? [yachtNewsBlock(prefix, y, news)] : []),
      share(prefix),
    ];
    const forWhat = side === 'charter' ? { en: 'for charter', es: 'en alquiler' } : { en: 'for sale', es: 'en venta' };
    pageWithElements(
      ctx,
      {
        codename,
        slug: { en: path, es: path },
        title: {
          en: `${y.name} | ${y.length} m ${y.builder.name} ${kind.en} ${forWhat.en}`,
          es: `${y.name} | ${kind.es} ${y.builder.name} de ${esNumber(y.length)} m ${forWhat.es}`,
        },
        description: seo(y, side),
        pageType: 'yachts',
        yachtType: side,
        breadcrumbsTitle: { en: y.name, es: y.name },
        additionalInfoTitle: { en: y.name, es: y.name },
        additionalInfoDescription: { en: `${y.length} m ${y.builder.name} ${kind.en}, ${y.year}`, es: `${kind.es} ${y.builder.name} de ${esNumber(y.length)} m, ${y.year}` },
        sitemapPriority: 0.6,
      },
      parts,
      { yacht: el.linked(input.codename) },
    );
  }
};
