/** The contact page (spec 2.2 Contact): who to call, the head office and the regional offices. */
import { ENQUIRY_FORM_PATH } from '../../../schema/constants/drawers';
import { BROKER_DRAWERS } from '../catalogue/broker-drawers';
import type { GeneratorContext } from '../context';
import { HEAD_OFFICE_EMAIL, HEAD_OFFICE_PHONE, contactCopy as c } from './copy/contact';
import { brokerDrawerBlock, contactLarge, contactPeople, contactSmall, formBlock } from './contact-blocks';
import { cover, headline, numbers, page, relatedLinks, richText } from './shared';

/** The head office's people: the first people generated (Monaco), who lead the contact-people list. */
const HEAD_OFFICE_PEOPLE = 4;

const SLUG = '/contact-superyacht-company';

export const generateContactPages = (ctx: GeneratorContext): void => {
  const p = 'page_contact_superyacht_company';
  const tel = `tel:${HEAD_OFFICE_PHONE.replace(/\s/g, '')}`;
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
      phone: HEAD_OFFICE_PHONE,
      email: HEAD_OFFICE_EMAIL,
      // A link to the form host: opens the form drawer (spec 2.13).
      button: { text: c.quick.enquire, href: ENQUIRY_FORM_PATH },
    }),
    contactLarge(p, {
      title: c.headOffice.title,
      html: c.headOffice.html,
      image: ctx.media.image({ subject: 'office', key: 'contact-head-office', about: c.headOffice.about }),
      phone: HEAD_OFFICE_PHONE,
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
        { number: 16, text: c.figures.brokerage },
        { number: 4, text: c.figures.crew },
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
