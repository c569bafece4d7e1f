/** Partner companies with logos drawn locally and their websites (spec 3.10). */
import type { GeneratorContext } from '../context';
import { el, toCodename, type LanguageCodename } from '../kontent';
import type { L } from '../pages/shared';

const PARTNERS: Array<{ name: string; domain: string; category: string; text: L }> = [
  {
    name: 'Atlas Marine Insurance',
    domain: 'atlasmarine.example',
    category: 'insurance',
    text: { en: 'Hull, machinery and P&I cover for private and charter yachts.', es: 'Seguros de casco, maquinaria y P&I para yates privados y de chárter.' },
  },
  {
    name: 'Riviera Marinas',
    domain: 'rivieramarinas.example',
    category: 'marinas',
    text: { en: 'Superyacht berths and concierge services along the Côte d’Azur.', es: 'Amarres para superyates y servicios de conserjería en la Costa Azul.' },
  },
  {
    name: 'Aeris Private Aviation',
    domain: 'aeris-aviation.example',
    category: 'travel',
    text: { en: 'Private jet and helicopter transfers to meet the yacht anywhere.', es: 'Traslados en jet privado y helicóptero para llegar al yate en cualquier lugar.' },
  },
  {
    name: 'Blue Water Foundation',
    domain: 'bluewaterfoundation.example',
    category: 'sustainability',
    text: { en: 'Seagrass restoration and ocean science supported by the yachting community.', es: 'Restauración de praderas marinas y ciencia oceánica con el apoyo del sector náutico.' },
  },
  {
    name: 'Meridian Yacht Finance',
    domain: 'meridianfinance.example',
    category: 'finance',
    text: { en: 'Yacht loans and ownership structures arranged with private banks.', es: 'Financiación de yates y estructuras de propiedad con bancos privados.' },
  },
  {
    name: 'Helm Crew Academy',
    domain: 'helmacademy.example',
    category: 'training',
    text: { en: 'STCW, hospitality and leadership training for yacht crew.', es: 'Formación STCW, de hospitalidad y de liderazgo para tripulaciones.' },
  },
  {
    name: 'Maison Lumière Concierge',
    domain: 'maisonlumiere.example',
    category: 'lifestyle',
    text: { en: 'Villas, events and reservations ashore, arranged around your itinerary.', es: 'Villas, eventos y reservas en tierra, organizados en torno a su itinerario.' },
  },
  {
    name: 'Sextant Marine Systems',
    domain: 'sextantmarine.example',
    category: 'technology',
    text: { en: 'Navigation, connectivity and cyber security for yachts.', es: 'Navegación, conectividad y ciberseguridad para yates.' },
  },
  {
    name: 'Coralline Yacht Interiors',
    domain: 'coralline.example',
    category: 'design',
    text: { en: 'Refit interiors, soft furnishings and art curation.', es: 'Interiores para refits, textiles y selección de arte.' },
  },
];

export const generatePartners = (ctx: GeneratorContext): void => {
  PARTNERS.forEach((p, i) => {
    const logo = ctx.media.image({ subject: 'logo', key: `partner-${p.domain}`, about: { en: `${p.name} logo`, es: `Logotipo de ${p.name}` }, name: p.name });
    const elements = (lang: LanguageCodename) => ({
      name: el.text(p.name),
      logo: el.dam(logo),
      website_url: el.text(`https://www.${p.domain}/`),
      description: el.text(p.text[lang]),
      category: el.choice(p.category),
      display_order: el.number(i + 1),
    });
    ctx.add({ type: 'partner', codename: `partner_${toCodename(p.name)}`, name: p.name, variants: { en: elements('en'), es: elements('es') } });
  });
};
