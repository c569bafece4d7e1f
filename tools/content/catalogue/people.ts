/** Person items with the person_data of spec 3.8, linked to their offices. */
import type { GeneratorContext } from '../context';
import { escapeHtml } from '../html';
import { el, toCodename, type LanguageCodename } from '../kontent';
import { createRng } from '../random';
import { slugify } from '../slug';
import type { OfficeData } from './office-data';
import { NAMES, ROLES, ROSTER } from './people-data';
import { personPageSlug } from './offices';

export type GeneratedPerson = { codename: string; fullName: string; officeKey: string; department: string };

/** An office number with its last digits replaced: a direct line on the office switchboard. */
const directLine = (officePhone: string, n: number): string => officePhone.replace(/\d{2}$/, String(10 + n).padStart(2, '0'));
const mobile = (officePhone: string, digits: string): string => `${officePhone.split(' ')[0] ?? '+'} ${digits}`;

export const generatePeople = (ctx: GeneratorContext, offices: ReadonlyMap<string, OfficeData & { codename: string }>): GeneratedPerson[] => {
  const rng = createRng(`${ctx.seed}:people`);
  const people: GeneratedPerson[] = [];
  const used = new Set<string>();
  let n = 0;
  for (const [officeKey, pool, roles] of ROSTER) {
    const office = offices.get(officeKey);
    if (!office) throw new Error(`People roster names an unknown office "${officeKey}"`);
    const names = NAMES[pool];
    for (const roleKey of roles) {
      const role = ROLES[roleKey];
      if (!role) throw new Error(`People roster names an unknown role "${roleKey}"`);
      let first = rng.pick(names.first);
      let last = rng.pick(names.last);
      while (used.has(`${first} ${last}`)) {
        first = rng.pick(names.first);
        last = rng.pick(names.last);
      }
      used.add(`${first} ${last}`);
      n += 1;
      const fullName = `${first} ${last}`;
      const codename = `person_${toCodename(fullName)}`;
      const handle = slugify(`${first}.${last}`).replace(/-/g, '.');
      const email = `${handle}@halcyonyachts.example`;
      const mobilePhone = mobile(office.phone, `${rng.int(600, 799)} ${rng.int(100, 999)} ${rng.int(100, 999)}`);
      const mainPhone = directLine(office.phone, n % 80);
      const years = rng.int(4, 25);
      const photo = ctx.media.image({
        subject: 'portrait',
        key: `person-${codename}`,
        about: { en: `${fullName}, ${role.en}`, es: `${fullName}, ${role.es}` },
        name: fullName,
      });
      const socials = {
        contactmeon: [
          { id: 'whatsapp', url: `https://wa.me/${mobilePhone.replace(/[^\d]/g, '')}` },
          { id: 'telegram', url: `https://t.me/${handle.replace(/\./g, '_')}` },
          { id: 'wechat', url: `weixin://dl/chat?${handle}` },
        ],
        followmeon: [{ id: 'linkedin', url: `https://www.linkedin.com/in/${slugify(fullName)}-halcyon` }],
      };
      const personData = (lang: LanguageCodename) => ({
        firstname: first,
        lastname: last,
        fullname: fullName,
        mobilephone: mobilePhone,
        mobilephone2: '',
        mainphone: mainPhone,
        primaryemail: email,
        webpage: '',
        photourl: photo.url,
        title: role[lang],
        office: { name: office.name[lang] },
        organisationunits: [{ office: { name: office.name[lang] }, department: { name: role.department.replace(/_/g, ' ') } }],
        socialmedias: socials,
      });
      const bio = {
        en: `${first} ${role.focus.en} from our ${office.name.en} office, with ${years} years in yachting. ${first} speaks ${names.languages.en}.`,
        es: `${first} ${role.focus.es} desde nuestra oficina de ${office.name.es}, con ${years} años de experiencia en el sector náutico. Habla ${names.languages.es}.`,
      };
      const elements = (lang: LanguageCodename) => ({
        first_name: el.text(first),
        last_name: el.text(last),
        job_title: el.text(role[lang]),
        department: el.taxonomy('department', role.department),
        office: el.linked(office.codename),
        person_data: el.custom(JSON.stringify(personData(lang))),
        photo: el.dam(photo),
        email: el.text(email),
        mobile_phone: el.text(mobilePhone),
        main_phone: el.text(mainPhone),
        languages: el.text(names.languages[lang]),
        biography: el.richText(`<p>${escapeHtml(bio[lang])}</p>`),
        contact_options: el.choice('phone', 'email', 'whatsapp', 'telegram', 'wechat'),
        is_phone_visible: rng.chance(0.85) ? el.choice('yes') : el.choice(),
        preferred_phone_number: el.choice(rng.chance(0.8) ? 'mobile' : 'main'),
        working_days_seo: el.text(office.week === 'sun-thu' ? (lang === 'en' ? 'Sunday to Thursday' : 'De domingo a jueves') : lang === 'en' ? 'Monday to Friday' : 'De lunes a viernes'),
        working_hours_seo: el.text('09:00-18:00'),
        // Contact-people entries (spec 3.8): some people take calls only part of the day.
        url_slug: el.text(personPageSlug(office, fullName, lang)),
        restricted_hours: el.text(n % 5 === 0 ? (lang === 'en' ? 'Calls from 10:00 to 16:00 only' : 'Llamadas solo de 10:00 a 16:00') : ''),
      });
      ctx.add({ type: 'person', codename, name: fullName, variants: { en: elements('en'), es: elements('es') } });
      people.push({ codename, fullName, officeKey, department: role.department });
    }
  }
  return people;
};
