/** Office items (spec 3.8, 9.7). */
import type { GeneratorContext } from '../context';
import { el, type LanguageCodename } from '../kontent';
import { OFFICES, type OfficeData } from './office-data';
import { slugify } from '../slug';

export const officeCodename = (o: OfficeData): string => `office_${o.key}`;

export const HOURS = {
  'mon-fri': { en: 'Monday to Friday, 9:00–18:00', es: 'De lunes a viernes, 9:00–18:00', seo: 'Mo-Fr 09:00-18:00' },
  'sun-thu': { en: 'Sunday to Thursday, 9:00–18:00', es: 'De domingo a jueves, 9:00–18:00', seo: 'Su-Th 09:00-18:00' },
};

/** Spec 2.2: each office's page sits under /offices-and-people (es: /oficinas-y-personas). */
export const officePageSlug = (o: OfficeData, lang: LanguageCodename): string => `${lang === 'es' ? '/oficinas-y-personas' : '/offices-and-people'}/${o.key.replace(/_/g, '-')}`;

/** Spec 3.8: a person's page sits under their office's page. */
export const personPageSlug = (o: OfficeData, fullName: string, lang: LanguageCodename): string => `${officePageSlug(o, lang)}/${slugify(fullName)}`;

export const officeEmail = (o: OfficeData): string => `${o.key.replace(/_/g, '.')}@halcyonyachts.example`;

/** An office's postal address, line by line: its country, on the last line, in the page's language. */
export const officeAddress = (o: OfficeData, lang: LanguageCodename): string[] => {
  // A postal address ends with its country (on a line of its own or after the city), which a
  // Spanish page names in Spanish.
  const lastLine = (line: string) => (line === o.country.en ? o.country[lang] : line.endsWith(`, ${o.country.en}`) ? `${line.slice(0, -o.country.en.length)}${o.country[lang]}` : line);
  return o.address.map((line, i) => (i === o.address.length - 1 ? lastLine(line) : line));
};

/** The office the demo's pages name as the head office (spec 9.7: Monaco). */
export const headOffice = (): OfficeData => {
  const head = OFFICES.find((o) => o.headOffice);
  if (!head) throw new Error('The demo offices name no head office');
  return head;
};

/** Spec 1: a Spanish page names places in Spanish (the search facets read these elements). */
const CITY_ES: Readonly<Record<string, string>> = { Monaco: 'Mónaco', London: 'Londres', Athens: 'Atenas', Sydney: 'Sídney', Singapore: 'Singapur', Dubai: 'Dubái', 'Kuwait City': 'Ciudad de Kuwait' };
const REGION_ES: Readonly<Record<string, string>> = { Europe: 'Europa', Americas: 'América', 'Asia Pacific': 'Asia-Pacífico', 'Middle East': 'Oriente Medio' };
const inSpanish = (names: Readonly<Record<string, string>>, value: string, lang: LanguageCodename): string => (lang === 'es' ? (names[value] ?? value) : value);

export const generateOffices = (ctx: GeneratorContext): Map<string, OfficeData & { codename: string }> => {
  const byKey = new Map<string, OfficeData & { codename: string }>();
  for (const o of OFFICES) {
    const codename = officeCodename(o);
    const picture = ctx.media.image({
      subject: o.type === 'tcn' ? 'harbour' : 'office',
      key: `office-${o.key}`,
      about: { en: `The ${o.name.en} office`, es: `La oficina de ${o.name.es}` },
    });
    const hours = HOURS[o.week];
    const email = officeEmail(o);
    const address = (lang: LanguageCodename) => officeAddress(o, lang);
    const elements = (lang: LanguageCodename) => ({
      name: el.text(o.name[lang]),
      url_slug: el.urlSlug(officePageSlug(o, lang)),
      type: el.choice(o.type),
      head_office: o.headOffice ? el.choice('yes') : el.choice(),
      city: el.text(inSpanish(CITY_ES, o.city, lang)),
      country: el.text(o.country[lang]),
      country_code: el.text(o.countryCode),
      region: el.text(inSpanish(REGION_ES, o.region, lang)),
      latitude: el.number(o.lat),
      longitude: el.number(o.lng),
      timezone: el.text(o.timezone),
      address: el.richText(`<p>${address(lang).join('<br>')}</p>`),
      phone: el.text(o.phone),
      fax: el.text(o.fax),
      email: el.text(email),
      opening_hours: el.text(hours[lang]),
      dam_picture: el.dam(picture),
      address_seo: el.text(address(lang).join(', ')),
      opening_hours_seo: el.text(hours.seo),
      email_seo: el.text(email),
    });
    ctx.add({ type: 'office', codename, name: o.type === 'tcn' ? o.name.en : `${o.name.en} office`, variants: { en: elements('en'), es: elements('es') } });
    byKey.set(o.key, { ...o, codename });
  }
  return byKey;
};
