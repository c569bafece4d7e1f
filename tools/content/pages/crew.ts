/** The crew section (spec 2.2 Crew): landing, placement, training, administration and contact. */
import type { GeneratorContext } from '../context';
import type { LanguageCodename } from '../kontent';
import { CREW_NETWORK_URL, crewLanding, crewPlacement, crewTraining } from './copy/crew';
import { CREW_EMAIL, crewAdministration, crewContact } from './copy/crew-support';
import { OFFICES } from '../catalogue/office-data';
import { officeCodename } from '../catalogue/offices';
import { crewTrainingBlocks } from './builder-pages';
import { bigNumbers, buttonContainer, cover, headline, imageText, numbers, officeListCompact, officeMap, page, relatedLinks, richText, splitBanner, type L } from './shared';
import { faqWidgetFor } from './faq';

/** The crew-network offices (spec 9.7), with the facts of their office items. */
const crewOffices = OFFICES.filter((o) => o.type === 'tcn');

const CONTACT = '/contact-a-crew-specialist';

const landing = (ctx: GeneratorContext): void => {
  const c = crewLanding;
  const p = 'page_yacht_crew';
  page(ctx, { codename: p, slug: { en: '/yacht-crew', es: '/yacht-crew' }, title: c.title, description: c.description, sitemapPriority: 0.8 }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'large',
      image: ctx.media.image({ subject: 'portrait', key: 'crew-landing-cover', about: c.cover.about }),
      buttons: [{ text: c.cover.button, to: CONTACT }],
    }),
    headline(p, { text: c.headline }),
    richText(p, c.html),
    bigNumbers(p, {
      headline: c.figures.headline,
      html: c.figures.html,
      grey: true,
      items: [
        { number: 4, text: c.figures.offices },
        { number: 9500, unit: { en: '+', es: '+' }, text: c.figures.candidates },
        { number: 1140, text: c.figures.placements },
        { number: 48, unit: c.figures.hours, text: c.figures.shortlist },
      ],
    }),
    imageText(p, {
      title: c.placement.title,
      html: c.placement.html,
      image: ctx.media.image({ subject: 'yacht-interior', key: 'crew-landing-placement', about: c.placement.about }),
      position: 'left',
      buttons: [{ text: c.placement.button, to: '/yacht-crew-placement' }],
    }),
    // The crew-recruitment teaser of spec 2.2 leaves the site, so it opens in a new tab.
    splitBanner(p, {
      title: c.network.title,
      html: c.network.html,
      image: ctx.media.image({ subject: 'yacht', key: 'crew-landing-network', about: c.network.about }),
      horizontal: 'right',
      buttons: [{ text: c.network.button, href: CREW_NETWORK_URL, newTab: true }],
    }),
    faqWidgetFor(p, 'crew'),
    relatedLinks(p, {
      headline: c.related.headline,
      textLeft: c.related.left,
      textRight: c.related.right,
      buttons: [
        { text: c.related.contact, to: CONTACT },
        { text: c.related.admin, to: '/yacht-crew-administration', theme: 'secondary' },
      ],
    }),
  ]);
};

const placement = (ctx: GeneratorContext): void => {
  const c = crewPlacement;
  const p = 'page_yacht_crew_placement';
  page(ctx, { codename: p, slug: { en: '/yacht-crew-placement', es: '/yacht-crew-placement' }, title: c.title, description: c.description }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'medium',
      image: ctx.media.image({ subject: 'yacht-interior', key: 'crew-placement-cover', about: c.cover.about }),
    }),
    headline(p, { text: c.headline, position: 'left' }),
    richText(p, c.html),
    numbers(p, {
      headline: c.figures.headline,
      grey: true,
      items: [
        { number: 87, unit: { en: '%', es: '%' }, text: c.figures.retention },
        { number: 412, text: c.figures.yachts },
        { number: 46, text: c.figures.nationalities },
      ],
    }),
    imageText(p, {
      title: c.candidates.title,
      html: c.candidates.html,
      image: ctx.media.image({ subject: 'yacht-interior', key: 'crew-placement-engine-room', about: c.candidates.about }),
    }),
    buttonContainer(
      p,
      [
        { text: c.ctaContact, to: CONTACT },
        { text: c.ctaNetwork, href: CREW_NETWORK_URL, newTab: true, theme: 'secondary' },
      ],
      'center',
    ),
  ]);
};

const training = (ctx: GeneratorContext): void => {
  const c = crewTraining;
  const p = 'page_yacht_crew_training';
  page(ctx, { codename: p, slug: { en: '/yacht-crew-training', es: '/yacht-crew-training' }, title: c.title, description: c.description }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'medium',
      image: ctx.media.image({ subject: 'seascape', key: 'crew-training-cover', about: c.cover.about }),
    }),
    headline(p, { text: c.headline }),
    richText(p, c.html),
    splitBanner(p, {
      title: c.banner.title,
      html: c.banner.html,
      image: ctx.media.image({ subject: 'harbour', key: 'crew-training-academies', about: c.banner.about }),
      buttons: [{ text: c.banner.button, to: CONTACT }],
    }),
    relatedLinks(p, {
      headline: c.related.headline,
      textLeft: c.related.left,
      textRight: c.related.right,
      buttons: [
        { text: c.related.placement, to: '/yacht-crew-placement' },
        { text: c.related.contact, to: CONTACT, theme: 'secondary' },
      ],
    }),
    ...crewTrainingBlocks(ctx, p),
  ]);
};

const administration = (ctx: GeneratorContext): void => {
  const c = crewAdministration;
  const p = 'page_yacht_crew_administration';
  page(ctx, { codename: p, slug: { en: '/yacht-crew-administration', es: '/yacht-crew-administration' }, title: c.title, description: c.description }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'medium',
      image: ctx.media.image({ subject: 'office', key: 'crew-administration-cover', about: c.cover.about }),
    }),
    headline(p, { text: c.headline, position: 'left' }),
    richText(p, c.html),
    imageText(p, {
      title: c.payroll.title,
      html: c.payroll.html,
      image: ctx.media.image({ subject: 'office', key: 'crew-administration-payroll', about: c.payroll.about }),
      position: 'left',
      grey: true,
    }),
    numbers(p, {
      headline: c.figures.headline,
      items: [
        { number: 1350, text: c.figures.crew },
        { number: 86, text: c.figures.yachts },
        { number: 4, text: c.figures.currencies },
      ],
    }),
    buttonContainer(p, [
      { text: c.cta, to: CONTACT },
      { text: c.ctaManagement, to: '/yacht-management', theme: 'secondary' },
    ]),
  ]);
};

const contactText = (lang: LanguageCodename): string => {
  const c = crewContact;
  return `${c.intro[lang]}<p>${c.email[lang]}: <a href="mailto:${CREW_EMAIL}">${CREW_EMAIL}</a></p>`;
};

const contact = (ctx: GeneratorContext): void => {
  const c = crewContact;
  const p = 'page_contact_a_crew_specialist';
  const html: L = { en: contactText('en'), es: contactText('es') };
  const antibes = crewOffices.find((o) => o.key === 'crew_antibes')?.phone ?? '';
  page(
    ctx,
    {
      codename: p,
      slug: { en: CONTACT, es: CONTACT },
      title: c.title,
      breadcrumbsTitle: c.breadcrumbsTitle,
      description: c.description,
    },
    [
      cover(p, {
        title: c.cover.title,
        subtitle: c.cover.subtitle,
        size: 'medium',
        image: ctx.media.image({ subject: 'harbour', key: 'crew-contact-cover', about: c.cover.about }),
        buttons: [{ text: c.emailUs, href: `mailto:${CREW_EMAIL}` }],
      }),
      headline(p, { text: c.headline }),
      richText(p, html),
      // Spec 2.16 office_map_component: the crew-network offices (spec 9.7), their facts from their items.
      officeMap(p, { headline: c.officeHeading, text: c.officeMapText, offices: crewOffices.map(officeCodename) }),
      // Each office's address, phone and hours in full, from its item, for a visitor who does not use the map.
      officeListCompact(p, { offices: crewOffices.map(officeCodename), hideMap: true }),
      imageText(p, {
        title: c.candidates.title,
        html: c.candidates.html,
        image: ctx.media.image({ subject: 'yacht-interior', key: 'crew-contact-candidates', about: c.candidates.about }),
        grey: true,
        buttons: [{ text: c.candidates.button, href: CREW_NETWORK_URL, newTab: true }],
      }),
      buttonContainer(p, [
        { text: c.callUs, href: `tel:${antibes.replace(/\s/g, '')}` },
        { text: c.emailUs, href: `mailto:${CREW_EMAIL}`, theme: 'secondary' },
      ]),
    ],
  );
};

export const generateCrewPages = (ctx: GeneratorContext): void => {
  landing(ctx);
  placement(ctx);
  training(ctx);
  administration(ctx);
  contact(ctx);
};
