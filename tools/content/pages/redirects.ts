/**
 * CMS redirects (spec 2.3, schema/README.md `redirect`): old and short paths kept alive. Each item
 * has both languages; the Spanish variant answers /es/{from} and sends visitors to the /es/ page.
 */
import type { GeneratorContext } from '../context';
import { el, toCodename, type Elements } from '../kontent';

type Status = '301' | '302' | '307' | '308';
type Redirect = { from: string; to: string; status: Status };

const REDIRECTS: Redirect[] = [
  { from: '/charter', to: '/yacht-charter/', status: '301' },
  { from: '/sales', to: '/yachts-for-sale/', status: '301' },
  { from: '/news', to: '/yachting-news/', status: '302' },
  { from: '/crew-network', to: 'https://crew.halcyonyachts.example/', status: '302' },
  // Spanish paths from the previous site, still linked from brochures and search results.
  { from: '/alquiler', to: '/yacht-charter/', status: '301' },
  { from: '/venta', to: '/yachts-for-sale/', status: '301' },
  { from: '/tripulacion', to: '/yacht-crew/', status: '301' },
  { from: '/noticias', to: '/yachting-news/', status: '302' },
];

const isAbsolute = (to: string): boolean => /^https?:\/\//i.test(to);

const elements = (r: Redirect, to: string): Elements => ({
  redirect_from: el.text(r.from),
  redirect_to: el.text(to),
  status_code: el.choice(r.status),
});

export const generateRedirects = (ctx: GeneratorContext): void => {
  for (const r of REDIRECTS) {
    const codename = `redirect_${toCodename(r.from)}`;
    ctx.add({
      type: 'redirect',
      codename,
      name: `Redirect ${r.from}`,
      variants: {
        en: elements(r, r.to),
        // An absolute target leaves the site, so it is the same in both languages.
        es: elements(r, isAbsolute(r.to) ? r.to : `/es${r.to}`),
      },
    });
  }
};
