/**
 * contact_broker_drawer items (spec 2.13, 3.10): which brokers a contact-broker drawer shows. The
 * default drawer (the site's, for buttons that name none) and one per line of business.
 */
import { DEFAULT_CONTACT_BROKER_DRAWER } from '../../../schema/constants/drawers';
import type { GeneratorContext } from '../context';
import { el } from '../kontent';
import type { GeneratedPerson } from './people';

type DrawerSpec = { codename: string; name: string; departments: readonly string[]; count: number; title: { en: string; es: string }; intro: { en: string; es: string } };

export const BROKER_DRAWERS = {
  default: DEFAULT_CONTACT_BROKER_DRAWER,
  charter: 'contact_broker_drawer_charter',
  sales: 'contact_broker_drawer_sales',
} as const;

const DRAWERS: readonly DrawerSpec[] = [
  {
    codename: BROKER_DRAWERS.default,
    name: 'Contact-broker drawer: default',
    departments: ['management', 'sales', 'charter'],
    count: 4,
    title: { en: 'Talk to a broker', es: 'Hable con un bróker' },
    intro: {
      en: 'Call, write or message one of our brokers: each answers in their own time zone, usually within the hour.',
      es: 'Llame, escriba o envíe un mensaje a uno de nuestros brókeres: cada uno responde en su zona horaria, normalmente en menos de una hora.',
    },
  },
  {
    codename: BROKER_DRAWERS.charter,
    name: 'Contact-broker drawer: charter',
    departments: ['charter'],
    count: 4,
    title: { en: 'Planning a charter?', es: '¿Prepara un chárter?' },
    intro: {
      en: 'Our charter brokers know the yachts and crews of every cruising ground, from the Balearics to the Exumas.',
      es: 'Nuestros brókeres de chárter conocen los yates y las tripulaciones de cada zona de navegación, de Baleares a las Exumas.',
    },
  },
  {
    codename: BROKER_DRAWERS.sales,
    name: 'Contact-broker drawer: sales',
    departments: ['sales'],
    count: 4,
    title: { en: 'Buying or selling a yacht?', es: '¿Compra o vende un yate?' },
    intro: {
      en: 'Our sales brokers handle yachts from 30 to 80 metres, on and off the market.',
      es: 'Nuestros brókeres de venta se ocupan de yates de 30 a 80 metros, dentro y fuera del mercado.',
    },
  },
];

export const generateBrokerDrawers = (ctx: GeneratorContext, people: readonly GeneratedPerson[]): void => {
  for (const drawer of DRAWERS) {
    const brokers = people.filter((person) => drawer.departments.includes(person.department)).slice(0, drawer.count);
    if (brokers.length === 0) throw new Error(`No people for the contact-broker drawer ${drawer.codename}`);
    const elements = (lang: 'en' | 'es') => ({
      title: el.text(drawer.title[lang]),
      intro: el.text(drawer.intro[lang]),
      button_text: el.text(lang === 'en' ? 'Contact a broker' : 'Contactar con un bróker'),
      brokers: el.linked(...brokers.map((person) => person.codename)),
    });
    ctx.add({ type: 'contact_broker_drawer', codename: drawer.codename, name: drawer.name, variants: { en: elements('en'), es: elements('es') } });
  }
};
