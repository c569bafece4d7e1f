/** Berths for sale (spec 2.9) and their pages at /berths-for-sale/{slug}. */
import type { GeneratorContext } from '../context';
import { escapeHtml } from '../html';
import { feetAndInches } from '../../../schema/catalogue/berth-view';
import { el, toCodename, type Elements, type LanguageCodename } from '../kontent';
import { richText, type L } from '../pages/shared';
import { berthHero } from './berth-blocks';
import { slugify } from '../slug';
import { pageWithElements } from './page-extras';
import { formatAmount } from './rates';

type Berth = {
  marina: string;
  location: L;
  country: L;
  lat: number;
  lng: number;
  length: number;
  beam: number;
  price: number | null;
  leaseUntil: number;
  note: L;
};

const BERTHS: Berth[] = [
  {
    marina: 'Port Hercule',
    location: { en: 'Monaco', es: 'Mónaco' },
    country: { en: 'Monaco', es: 'Mónaco' },
    lat: 43.735,
    lng: 7.4236,
    length: 40,
    beam: 9,
    price: null,
    leaseUntil: 2043,
    note: {
      en: 'A rare long-lease berth on the quay below the Monaco Yacht Club, a few steps from Monte Carlo.',
      es: 'Un amarre de larga concesión poco habitual en el muelle bajo el Yacht Club de Mónaco, a pocos pasos de Montecarlo.',
    },
  },
  {
    marina: 'Port Vauban',
    location: { en: 'Antibes', es: 'Antibes' },
    country: { en: 'France', es: 'Francia' },
    lat: 43.586,
    lng: 7.1285,
    length: 70,
    beam: 14,
    price: 6_900_000,
    leaseUntil: 2060,
    note: {
      en: 'A superyacht berth on the International Yacht Club of Antibes quay, with crew facilities and 24-hour security.',
      es: 'Un amarre para superyates en el muelle del International Yacht Club de Antibes, con servicios para la tripulación y seguridad las 24 horas.',
    },
  },
  {
    marina: 'Port Pierre Canto',
    location: { en: 'Cannes', es: 'Cannes' },
    country: { en: 'France', es: 'Francia' },
    lat: 43.548,
    lng: 7.033,
    length: 45,
    beam: 10,
    price: 2_450_000,
    leaseUntil: 2047,
    note: {
      en: 'Sheltered berth at the eastern end of La Croisette, minutes from the Palais des Festivals.',
      es: 'Amarre resguardado en el extremo este de La Croisette, a unos minutos del Palais des Festivals.',
    },
  },
  {
    marina: 'Port Adriano',
    location: { en: 'Mallorca', es: 'Mallorca' },
    country: { en: 'Spain', es: 'España' },
    lat: 39.4925,
    lng: 2.476,
    length: 35,
    beam: 8.5,
    price: 1_250_000,
    leaseUntil: 2043,
    note: {
      en: 'A deep-water berth in the Philippe Starck-designed marina on the south-west coast of Mallorca.',
      es: 'Un amarre de aguas profundas en la marina diseñada por Philippe Starck en la costa suroeste de Mallorca.',
    },
  },
  {
    marina: 'Puerto Portals',
    location: { en: 'Mallorca', es: 'Mallorca' },
    country: { en: 'Spain', es: 'España' },
    lat: 39.532,
    lng: 2.565,
    length: 25,
    beam: 7,
    price: 780_000,
    leaseUntil: 2036,
    note: {
      en: 'A berth in Mallorca’s most sociable marina, with restaurants and boutiques along the quay.',
      es: 'Un amarre en la marina más animada de Mallorca, con restaurantes y tiendas a lo largo del muelle.',
    },
  },
  {
    marina: 'Marina di Porto Cervo',
    location: { en: 'Sardinia', es: 'Cerdeña' },
    country: { en: 'Italy', es: 'Italia' },
    lat: 41.136,
    lng: 9.537,
    length: 50,
    beam: 11,
    price: null,
    leaseUntil: 2050,
    note: {
      en: 'A berth at the heart of the Costa Smeralda, home of the Yacht Club Costa Smeralda and its summer regattas.',
      es: 'Un amarre en el corazón de la Costa Esmeralda, sede del Yacht Club Costa Smeralda y de sus regatas de verano.',
    },
  },
  {
    marina: 'Marina Ibiza',
    location: { en: 'Ibiza', es: 'Ibiza' },
    country: { en: 'Spain', es: 'España' },
    lat: 38.915,
    lng: 1.444,
    length: 30,
    beam: 8,
    price: 1_350_000,
    leaseUntil: 2038,
    note: {
      en: 'A berth facing Dalt Vila, with the island’s best restaurants and beach clubs close by.',
      es: 'Un amarre frente a Dalt Vila, con los mejores restaurantes y beach clubs de la isla muy cerca.',
    },
  },
  {
    marina: 'Port de Saint-Jean-Cap-Ferrat',
    location: { en: 'Saint-Jean-Cap-Ferrat', es: 'Saint-Jean-Cap-Ferrat' },
    country: { en: 'France', es: 'Francia' },
    lat: 43.689,
    lng: 7.334,
    length: 20,
    beam: 6,
    price: 650_000,
    leaseUntil: 2034,
    note: {
      en: 'A quiet berth in the village harbour of Cap Ferrat, ideal for a tender or a day boat.',
      es: 'Un amarre tranquilo en el puerto del pueblo de Cap Ferrat, ideal para una auxiliar o una embarcación de día.',
    },
  },
];

const esNum = (n: number) => String(n).replace('.', ',');

const slugOf = (b: Berth): string => slugify(`${b.marina} ${b.length}m berth`);
/** The berths in listing order: the berth hero's previous/next walk it (spec 2.9). */
export const BERTH_CODENAMES: readonly string[] = BERTHS.map((b) => `berth_${toCodename(slugOf(b))}`);

/** Spec 3.3 style: feet and inches stored beside the metres, as the source system gives them. */
const imperial = (name: 'length' | 'beam', metres: number): Elements => {
  const { feet, inches } = feetAndInches(metres);
  return { [`${name}_feet`]: el.number(feet), [`${name}_inches`]: el.number(inches) };
};

export const generateBerths = (ctx: GeneratorContext): void => {
  for (const b of BERTHS) {
    const slug = slugOf(b);
    const path = `/berths-for-sale/${slug}`;
    const codename = `berth_${toCodename(slug)}`;
    const pageCodename = `page_${toCodename(path)}`;
    const name: L = { en: `${b.length} m berth, ${b.marina}`, es: `Amarre de ${esNum(b.length)} m, ${b.marina}` };
    const price: L = b.price ? { en: `€${formatAmount(b.price)}`, es: `${formatAmount(b.price).replace(/,/g, '.')} €` } : { en: 'POA', es: 'POA' };
    const image = ctx.media.image({ subject: 'harbour', key: `berth-${slug}`, about: { en: `${b.marina}, ${b.location.en}`, es: `${b.marina}, ${b.location.es}` } });
    const description: L = {
      en: `<p>${escapeHtml(b.note.en)}</p><p>The berth takes a yacht of up to ${b.length} m length overall and ${b.beam} m beam. The lease runs until ${b.leaseUntil}.</p>`,
      es: `<p>${escapeHtml(b.note.es)}</p><p>El amarre admite un yate de hasta ${esNum(b.length)} m de eslora y ${esNum(b.beam)} m de manga. La concesión está vigente hasta ${b.leaseUntil}.</p>`,
    };
    const elements = (lang: LanguageCodename) => ({
      name: el.text(name[lang]),
      url_slug: el.urlSlug(path),
      marina: el.text(b.marina),
      location: el.text(b.location[lang]),
      country: el.text(b.country[lang]),
      latitude: el.number(b.lat),
      longitude: el.number(b.lng),
      length: el.number(b.length),
      beam: el.number(b.beam),
      ...imperial('length', b.length),
      ...imperial('beam', b.beam),
      price: el.number(b.price),
      currency: el.text(b.price ? 'EUR' : ''),
      price_formatted: el.text(b.price ? formatAmount(b.price) : ''),
      poa: b.price ? el.choice() : el.choice('yes'),
      lease_until: el.number(b.leaseUntil),
      description: el.richText(description[lang]),
      image: el.dam(image),
    });
    ctx.add({ type: 'berth', codename, name: name.en, variants: { en: elements('en'), es: elements('es') } });
    const prefix = pageCodename;
    pageWithElements(
      ctx,
      {
        codename: pageCodename,
        slug: { en: path, es: path },
        title: name,
        description: {
          en: `Berth for sale at ${b.marina}, ${b.location.en}: ${b.length} m × ${b.beam} m, lease until ${b.leaseUntil}. Price: ${price.en}.`,
          es: `Amarre en venta en ${b.marina}, ${b.location.es}: ${esNum(b.length)} m × ${esNum(b.beam)} m, concesión hasta ${b.leaseUntil}. Precio: ${price.es}.`,
        },
        breadcrumbsTitle: { en: b.marina, es: b.marina },
        additionalInfoTitle: name,
        additionalInfoDescription: { en: `${b.location.en} · ${price.en}`, es: `${b.location.es} · ${price.es}` },
      },
      [berthHero(prefix, BERTH_CODENAMES), richText(prefix, description)],
      { berth: el.linked(codename) },
    );
  }
};
