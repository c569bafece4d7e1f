/** Yacht items (spec 3.3) and their detail pages (spec 2.2, 2.8). */
import type { GeneratorContext } from '../context';
import { el, toCodename, type Elements, type LanguageCodename } from '../kontent';
import { createSlugAllocator } from '../slug';
import { shipyardPageCodename } from './shipyards';
import { apiData, contractCurrencies, priceMap } from './yacht-api';
import { yachtFacts, type YachtFacts } from './yacht-facts';
import { yachtMedia } from './yacht-media';
import { YACHT_IN_THE_NEWS } from './yacht-news';
import { yachtPages, yachtPaths } from './yacht-pages';
import { yachtDescription } from './yacht-text';

export type GeneratedYacht = { facts: YachtFacts; codename: string; slug: string };

const flag = (on: boolean) => (on ? el.choice('yes') : el.choice());

export const generateYachts = (ctx: GeneratorContext): GeneratedYacht[] => {
  const allocate = createSlugAllocator();
  const yachts: GeneratedYacht[] = [];
  for (let i = 0; i < ctx.yachtCount; i += 1) {
    const facts = yachtFacts(ctx.seed, i);
    const slug = allocate(facts.name);
    const codename = `yacht_${toCodename(slug)}`;
    const media = yachtMedia(ctx, facts, slug);
    const description = yachtDescription(facts);
    const paths = yachtPaths(facts, slug);
    const currencies = contractCurrencies(facts);
    const elements = (lang: LanguageCodename): Elements => ({
      name: el.text(facts.name),
      url_slug: el.urlSlug(slug),
      yacht_type: el.choice(facts.market),
      api_data: el.custom(JSON.stringify(apiData(facts, description[lang], { charter: '', sale: '' }, lang))),
      price: el.custom(JSON.stringify(priceMap(facts))),
      contract_currencies: el.custom(currencies ? JSON.stringify(currencies) : 'null'),
      gallery_asset: el.asset([media.gallery]),
      profile_image: el.dam(media.profile),
      ribbon_text: el.text(facts.ribbon?.[lang] ?? ''),
      sale_new_to_market: flag(facts.newToMarket.sale),
      charter_new_to_market: flag(facts.newToMarket.charter),
      charter_youtube_url: el.text(facts.youtube.charter),
      sale_youtube_url: el.text(facts.youtube.sale),
      url_charter: el.text(paths.charter ?? ''),
      url_sale: el.text(paths.sale ?? ''),
      url_ghost: el.text(paths.ghost ?? ''),
      builder_internal_page: el.linked(shipyardPageCodename(facts.builder.slug)),
      description: el.richText(description[lang]),
    });
    const en = elements('en');
    ctx.add({
      type: 'yacht',
      codename,
      name: facts.name,
      variants: { en, es: elements('es') },
      // The first yacht has a newer draft, so preview visibly differs from the published site.
      draft: i === 0 ? { en: { ...en, ribbon_text: el.text('Price reduced') }, es: { ...elements('es'), ribbon_text: el.text('Precio rebajado') } } : undefined,
    });
    yachtPages(ctx, { facts, codename, slug, media, description, inTheNews: i === YACHT_IN_THE_NEWS });
    yachts.push({ facts, codename, slug });
  }
  return yachts;
};
