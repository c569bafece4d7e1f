/** The contact page (spec 2.2 Contact): who to call, the head office and the regional offices. */
import type { GeneratorContext } from '../context';
import { HEAD_OFFICE_EMAIL, HEAD_OFFICE_PHONE, contactCopy as c } from './copy/contact';
import { cover, headline, imageText, numbers, page, relatedLinks, richText } from './shared';

const SLUG = '/contact-superyacht-company';

export const generateContactPages = (ctx: GeneratorContext): void => {
  const p = 'page_contact_superyacht_company';
  const tel = `tel:${HEAD_OFFICE_PHONE.replace(/\s/g, '')}`;
  page(ctx, { codename: p, slug: { en: SLUG, es: SLUG }, title: c.title, description: c.description, sitemapPriority: 0.8 }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'large',
      image: ctx.media.image({ subject: 'harbour', key: 'contact-cover', about: c.cover.about }),
      buttons: [
        { text: c.cover.call, href: tel },
        { text: c.cover.email, href: `mailto:${HEAD_OFFICE_EMAIL}`, theme: 'secondary' },
      ],
    }),
    headline(p, { text: c.headline }),
    richText(p, c.html),
    imageText(p, {
      title: c.headOffice.title,
      html: c.headOffice.html,
      image: ctx.media.image({ subject: 'office', key: 'contact-head-office', about: c.headOffice.about }),
      position: 'left',
      grey: true,
      // Linked by item so the Spanish site gets its translated path (/oficinas-y-personas).
      buttons: [{ text: c.headOffice.offices, toPage: 'page_offices_and_people' }],
    }),
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
  ]);
};
