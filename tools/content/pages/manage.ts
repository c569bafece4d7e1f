/** The Manage menu of spec 2.2 (its /yacht-charter-management entry is generated with the Charter pages). */
import type { GeneratorContext, ImageSubject } from '../context';
import { contactManagerCopy, manageCopy, whyManagementCopy, yachtManagementCopy } from './copy/manage';
import { at, bigNumbers, buttonContainer, cover, headline, imageText, numbers, page, relatedLinks, richText, splitBanner, type L } from './shared';
import { faqWidgetFor } from './faq';
import { managementOpening, managementSections } from './builder-pages';

const MANAGER = '/contact-a-yacht-manager';
const percent: L = { en: '%', es: '\u00a0%' };
const allWeek: L = { en: '/7', es: '/7' };

export const generateManagePages = (ctx: GeneratorContext): void => {
  const img = (subject: ImageSubject, key: string, about: L) => ctx.media.image({ subject, key: `manage-${key}`, about });

  {
    const c = manageCopy;
    const p = at('/manage-a-superyacht');
    page(ctx, { ...p, title: c.title, description: c.description, sitemapPriority: 0.8 }, [
      cover(p.codename, { ...c.cover, size: 'large', image: img('yacht', 'landing-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      bigNumbers(p.codename, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: 110, text: c.figures.yachts },
          { number: 1600, text: c.figures.crew },
          { number: 12, text: c.figures.flags },
          { number: 24, unit: allWeek, text: c.figures.support },
        ],
      }),
      imageText(p.codename, {
        title: c.management.title,
        html: c.management.html,
        image: img('harbour', 'landing-management', c.management.about),
        buttons: [{ text: c.management.button, to: '/yacht-management' }],
      }),
      imageText(p.codename, {
        title: c.charter.title,
        html: c.charter.html,
        image: img('yacht', 'landing-charter', c.charter.about),
        position: 'left',
        buttons: [{ text: c.charter.button, to: '/yacht-charter-management', theme: 'secondary' }],
      }),
      faqWidgetFor(p.codename, 'management'),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.why, to: '/why-choose-us-for-management', theme: 'secondary' },
          { text: c.links.contact, to: MANAGER },
        ],
      }),
    ]);
  }

  {
    const c = yachtManagementCopy;
    const p = at('/yacht-management');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      ...managementOpening(ctx, p.codename),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      ...managementSections(p.codename),
      numbers(p.codename, {
        items: [
          { number: 110, text: c.figures.yachts },
          { number: 12, unit: percent, text: c.figures.savings },
          { number: 98, unit: percent, text: c.figures.audits },
        ],
      }),
      splitBanner(p.codename, {
        title: c.banner.title,
        html: c.banner.html,
        image: img('yacht-interior', 'management-report', c.banner.about),
        horizontal: 'right',
        buttons: [{ text: c.banner.button, to: MANAGER }],
      }),
      buttonContainer(p.codename, [
        { text: c.cta.why, to: '/why-choose-us-for-management', theme: 'secondary' },
        { text: c.cta.contact, to: MANAGER },
      ]),
    ]);
  }

  {
    const c = whyManagementCopy;
    const p = at('/why-choose-us-for-management');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('harbour', 'why-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      bigNumbers(p.codename, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: 9, text: c.figures.tenure },
          { number: 95, unit: percent, text: c.figures.retention },
          { number: 70, unit: percent, text: c.figures.captains },
        ],
      }),
      imageText(p.codename, {
        title: c.crew.title,
        html: c.crew.html,
        image: img('portrait', 'why-crew', c.crew.about),
        position: 'left',
      }),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.management, to: '/yacht-management', theme: 'secondary' },
          { text: c.links.contact, to: MANAGER },
        ],
      }),
    ]);
  }

  {
    const c = contactManagerCopy;
    const p = at(MANAGER);
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('office', 'contact-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      numbers(p.codename, {
        grey: true,
        items: [
          { number: 5, text: c.figures.proposal },
          { number: 110, text: c.figures.yachts },
          { number: 24, unit: allWeek, text: c.figures.support },
        ],
      }),
      buttonContainer(
        p.codename,
        [
          { text: c.cta.email, href: 'mailto:management@halcyonyachts.example' },
          { text: c.cta.charter, to: '/yacht-charter-management', theme: 'secondary' },
          // Linked by item so the Spanish site gets its translated path (/oficinas-y-personas).
          { text: c.cta.offices, toPage: 'page_offices_and_people', theme: 'secondary' },
        ],
        'spread',
      ),
    ]);
  }
};
