/** Adds elements to a page built by `page()`, for detail pages that link their catalogue item. */
import type { GeneratorContext } from '../context';
import type { Elements, ItemSpec, LanguageCodename } from '../kontent';
import { page, type Built, type PageSpec } from '../pages/shared';

const withExtras = (item: ItemSpec, extras: Elements): ItemSpec => {
  const add = (e: Elements | undefined) => (e ? { ...e, ...extras } : e);
  const draft = item.draft ? Object.fromEntries(Object.entries(item.draft).map(([lang, e]) => [lang, add(e)])) : undefined;
  return { ...item, variants: { ...item.variants, en: { ...item.variants.en, ...extras }, es: add(item.variants.es) }, draft };
};

export const pageWithElements = (ctx: GeneratorContext, spec: PageSpec, parts: Built[], extras: Elements): void => {
  const scoped: GeneratorContext = {
    ...ctx,
    add: (item) => ctx.add(item.codename === spec.codename && item.type === 'page' ? withExtras(item, extras) : item),
  };
  page(scoped, spec, parts);
};

export const both = <T>(make: (lang: LanguageCodename) => T): Record<LanguageCodename, T> => ({ en: make('en'), es: make('es') });
