/** Linked person and office items (spec 3.8) for the fixtures of the contact types. */
import { dam, fx, item, sampleImage } from '../fixtures';

const personData = (handle: string, phone: string) =>
  fx.custom(
    JSON.stringify({
      socialmedias: {
        contactmeon: [
          { id: 'whatsapp', url: `https://wa.me/${phone.replace(/\D/g, '')}` },
          { id: 'telegram', url: `https://t.me/${handle}` },
          { id: 'wechat', url: `weixin://dl/chat?${handle}` },
          { id: 'skype', url: 'javascript:alert(1)' },
        ],
        followmeon: [
          { id: 'linkedin', url: `https://www.linkedin.com/in/${handle}` },
          { id: 'myspace', url: 'javascript:alert(1)' },
        ],
      },
    }),
  );

export const PEOPLE_LINKED = [
  item('office', 'office_palma', { name: fx.text('Palma de Mallorca'), timezone: fx.text('Europe/Madrid') }),
  item('person', 'person_lucia_ferrer', {
    first_name: fx.text('Lucía'),
    last_name: fx.text('Ferrer'),
    job_title: fx.text('Charter Broker'),
    office: fx.linked('office_palma'),
    photo: dam(sampleImage),
    email: fx.text('lucia.ferrer@halcyonyachts.example'),
    mobile_phone: fx.text('+34 (0) 612-345 678'),
    main_phone: fx.text('+34 971 000 010'),
    contact_options: fx.choice('phone', 'email', 'whatsapp', 'telegram', 'wechat'),
    is_phone_visible: fx.choice('yes'),
    preferred_phone_number: fx.choice('mobile'),
    restricted_hours: fx.text('No calls on Sundays'),
    working_days_seo: fx.text('Monday to Friday'),
    working_hours_seo: fx.text('09:00-18:00'),
    person_data: personData('lucia_ferrer', '+34 612 345 678'),
    languages: fx.text('Spanish, Catalan, English'),
    biography: fx.richText('<p>Lucía plans charters in the Balearics.</p>'),
    url_slug: fx.text('/offices-and-people/palma/lucia-ferrer'),
  }),
  item('person', 'person_marco_rossi', {
    first_name: fx.text('Marco'),
    last_name: fx.text('Rossi'),
    job_title: fx.text('Sales Broker'),
    email: fx.text('marco.rossi@halcyonyachts.example'),
    mobile_phone: fx.text('+39 333 111 2222'),
    main_phone: fx.text('+39 0584 000 011'),
    contact_options: fx.choice('phone', 'email'),
    is_phone_visible: fx.choice(),
    preferred_phone_number: fx.choice('main'),
  }),
];
