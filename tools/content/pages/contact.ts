/** The contact page (spec 2.2 Contact): who to call, the head office and the regional offices. */
import { ENQUIRY_FORM_PATH } from '../../../schema/constants/drawers';
import { BROKER_DRAWERS } from '../catalogue/broker-drawers';
import type { GeneratorContext } from '../context';
import { HOURS, headOffice, officeAddress } from '../catalogue/offices';
import { OFFICES } from '../catalogue/office-data';
import { HEAD_OFFICE_EMAIL, contactCopy as c } from './copy/contact';
import { brokerDrawerBlock, contactLarge, contactPeople, contactSmall, formBlock } from './contact-blocks';
import { cover, headline, numbers, page, relatedLinks, richText, type L } from './shared';

/** The head office's people: the first people generated (Monaco), who lead the contact-people list. */
const HEAD_OFFICE_PEOPLE = 4;

const SLUG = '/contact-superyacht-company';

export const generateContactPages = (ctx: GeneratorContext): void => {
  const p = 'page_contact_superyacht_company';
  // The head office's facts are its office item's, on this page as on its own (spec 3.8, 9.7).
  const head = headOffice();
  const tel = `tel:${head.phone.replace(/\s/g, '')}`;
  const text = (lang: 'en' | 'es') => `<p>${officeAddress(head, lang).join('<br>')}</p><p>${HOURS[head.week][lang]}</p>`;
  const headOfficeText: L = { en: text('en'), es: text('es') };
  const count = (type: (typeof OFFICES)[number]['type']) => OFFICES.filter((o) => o.type === type).length;
  const people = ctx
    .items()
    .filter((item) => item.type === 'person')
    .slice(0, HEAD_OFFICE_PEOPLE)
    .map((item) => item.codename);
  page(ctx, { codename: p, slug: { en: SLUG, es: SLUG }, title: c.title, description: c.description, sitemapPriority: 0.8 }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'large',
      image: ctx.media.image({ subject: 'harbour', key: 'contact-cover', about: c.cover.about }),
      buttons: [
        { text: c.cover.call, href: tel },
        { text: c.cover.email, href: `mailto:${HEAD_OFFICE_EMAIL}`, theme: 'secondary' },
        // Spec 2.13: opens the contact-broker drawer with the site's default brokers.
        { text: c.cover.brokers, drawer: BROKER_DRAWERS.default, theme: 'secondary' },
      ],
    }),
    headline(p, { text: c.headline }),
    richText(p, c.html),
    contactSmall(p, {
      title: c.quick.title,
      phone: head.phone,
      email: HEAD_OFFICE_EMAIL,
      // A link to the form host: opens the form drawer (spec 2.13).
      button: { text: c.quick.enquire, href: ENQUIRY_FORM_PATH },
    }),
    contactLarge(p, {
      title: c.headOffice.title,
      html: headOfficeText,
      image: ctx.media.image({ subject: 'office', key: 'contact-head-office', about: c.headOffice.about }),
      phone: head.phone,
      email: HEAD_OFFICE_EMAIL,
      grey: true,
      // Linked by item so the Spanish site gets its translated path (/oficinas-y-personas).
      buttons: [{ text: c.headOffice.offices, toPage: 'page_offices_and_people' }],
    }),
    contactPeople(p, { title: c.people.title, people }),
    brokerDrawerBlock(BROKER_DRAWERS.charter),
    numbers(p, {
      headline: c.figures.headline,
      items: [
        { number: count('yacht_brokerage'), text: c.figures.brokerage },
        { number: count('tcn'), text: c.figures.crew },
        { number: 11, text: c.figures.timezones },
        { number: 24, unit: c.figures.hours, text: c.figures.reply },
      ],
    }),
    relatedLinks(p, {
      headline: c.regions.headline,
      textLeft: c.regions.left,
      textRight: c.regions.right,
      buttons: [
        { text: c.regions.offices, toPage: 'page_offices_and_people' },
        { text: c.regions.crew, to: '/contact-a-crew-specialist', theme: 'secondary' },
      ],
    }),
    formBlock(p, { title: c.form.title, url: ENQUIRY_FORM_PATH, grey: true }),
  ]);
};
