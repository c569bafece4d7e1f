/**
 * A page for every person with a profile (spec 3.8, 2.2): /offices-and-people/{office}/{person}
 * (es: /oficinas-y-personas/…), made as yacht pages are: a `people` page whose `person` element
 * names the person, with the profile and the office's other people. Made last, from the person
 * items, so the generated codenames of every other page stay as they were.
 */
import type { GeneratorContext } from '../context';
import { el, type ItemSpec, type LanguageCodename } from '../kontent';
import { sliderPeople } from '../pages/editorial-blocks';
import { both, type L } from '../pages/shared';
import { pageWithElements } from './page-extras';

const valueOf = (element: unknown): unknown => (typeof element === 'object' && element !== null && 'value' in element ? element.value : undefined);
const textOf = (element: unknown): string => {
  const value = valueOf(element);
  return typeof value === 'string' ? value : '';
};
const firstLinked = (element: unknown): string | undefined => {
  const value = valueOf(element);
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
};

type PersonItem = ItemSpec & { type: 'person' };
const isPerson = (item: ItemSpec): item is PersonItem => item.type === 'person';

const inBoth = (item: ItemSpec, read: (lang: LanguageCodename) => string): L => ({ en: read('en'), es: read('es') });

export const generatePersonPages = (ctx: GeneratorContext): void => {
  const items = ctx.items();
  const offices = new Map(items.filter((item) => item.type === 'office').map((item) => [item.codename, item]));
  const people = items.filter(isPerson).filter((p) => textOf(p.variants.en.url_slug) !== '');
  for (const person of people) {
    const officeCodename = firstLinked(person.variants.en.office);
    const office = officeCodename ? offices.get(officeCodename) : undefined;
    const elementIn = (lang: LanguageCodename) => person.variants[lang] ?? person.variants.en;
    const slug = inBoth(person, (lang) => textOf(elementIn(lang).url_slug));
    const name = `${textOf(person.variants.en.first_name)} ${textOf(person.variants.en.last_name)}`.trim();
    const job = inBoth(person, (lang) => textOf(elementIn(lang).job_title));
    const officeName = inBoth(person, (lang) => (office ? textOf((office.variants[lang] ?? office.variants.en).name) : ''));
    const prefix = `page${slug.en.replace(/[-/]/g, '_')}`;
    const colleagues = people.filter((p) => p !== person && firstLinked(p.variants.en.office) === officeCodename).map((p) => p.codename);
    const parts = [
      both(() => ({ background_color__options: el.choice() }), prefix, 'person_profile_component'),
      ...(colleagues.length > 0 && office
        ? [sliderPeople(prefix, { headline: { en: `Also at the ${officeName.en} office`, es: `También en la oficina de ${officeName.es}` }, people: colleagues, grey: true })]
        : []),
    ];
    pageWithElements(
      ctx,
      {
        codename: prefix,
        slug,
        title: { en: `${name}, ${job.en} | ${officeName.en}`, es: `${name}, ${job.es} | ${officeName.es}` },
        description: {
          en: `${name}, ${job.en} at the Halcyon Yachts ${officeName.en} office: phone, e-mail and how to reach ${name.split(' ')[0] ?? name}.`,
          es: `${name}, ${job.es} en la oficina de Halcyon Yachts en ${officeName.es}: teléfono, correo electrónico y cómo ponerse en contacto.`,
        },
        pageType: 'people',
        breadcrumbsTitle: { en: name, es: name },
        sitemapPriority: 0.4,
      },
      parts,
      // Spec 2.5: the page shares the person's photo, its one picture (the profile draws it from the person).
      { person: el.linked(person.codename), ...(person.variants.en.photo ? { overwrite_image: person.variants.en.photo } : {}) },
    );
  }
};
