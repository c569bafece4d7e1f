/** The About section (spec 2.2 About): company, offices, sustainability, careers, partners, book. */
import type { GeneratorContext } from '../context';
import { withDamImage } from '../html';
import { el, type Elements } from '../kontent';
import { aboutCopy, officesCopy } from './copy/about';
import { bookCopy, careerCopy, futureCopy, partnersCopy } from './copy/about-more';
import { CREW_NETWORK_URL } from './copy/crew';
import { officeCodename, officePageSlug } from '../catalogue/offices';
import { OFFICES as OFFICE_DATA, type OfficeData } from '../catalogue/office-data';
import { bigNumbers, buttonContainer, cover, headline, imageText, numbers, officeListCompact, officeLocation, page, dynamicGrid, relatedLinks, richText, splitBanner, type L } from './shared';
import { partnersGrid } from './faq-blocks';
import { aboutPeopleCopy as people } from './copy/about-people';
import { headerPeople, peopleOfOffice, quotePeople, sliderPeople, sliderQuote, teamAcrossOffices } from './editorial-blocks';
import { aboutBlocks } from './builder-pages';

const CONTACT = '/contact-superyacht-company';
const OFFICES = 'page_offices_and_people';

/** An unpublished headline with no text: preview shows editors an error box, visitors never see it. */
const brokenHeadline = (ctx: GeneratorContext, codename: string): void => {
  const elements: Elements = {
    text: el.text(''),
    level: el.choice('h2'),
    position: el.choice('center'),
    view_width: el.choice('full'),
    jump_to_anchor: el.text(''),
    background_color__options: el.choice('white'),
  };
  ctx.add({ type: 'headline_component', codename, name: codename, variants: { en: elements, es: elements }, unpublished: true });
};

/** The story's rich text with a DAM image after its first paragraph, referenced by uuid only. */
const storyWithImage = (ctx: GeneratorContext): L => {
  const image = ctx.media.image({ subject: 'harbour', key: 'about-story', about: aboutCopy.storyImage.about });
  return { en: withDamImage(aboutCopy.html.en, image.id), es: withDamImage(aboutCopy.html.es, image.id) };
};

const about = (ctx: GeneratorContext): void => {
  const c = aboutCopy;
  const p = 'page_about';
  const [founder, headOfCharter] = peopleOfOffice(ctx, 'monaco');
  const parts = [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'large',
      image: ctx.media.image({ subject: 'harbour', key: 'about-cover', about: c.cover.about }),
    }),
    headline(p, { text: c.headline }),
    richText(p, storyWithImage(ctx)),
    ...(founder
      ? [
          quotePeople(p, {
            quote: people.founderQuote,
            person: founder,
            image: ctx.media.image({ subject: 'harbour', key: 'about-founder-quote', about: { en: 'The Monaco waterfront', es: 'El puerto de Mónaco' } }),
          }),
        ]
      : []),
    bigNumbers(p, {
      headline: c.figures.headline,
      grey: true,
      items: [
        { number: 32, text: c.figures.years },
        { number: 280, text: c.figures.people },
        { number: 1850, unit: { en: '+', es: '+' }, text: c.figures.transactions },
        { number: 230, text: c.figures.builds },
      ],
    }),
    imageText(p, {
      title: c.headOffice.title,
      html: c.headOffice.html,
      image: ctx.media.image({ subject: 'office', key: 'about-head-office', about: c.headOffice.about }),
      position: 'left',
      buttons: [{ text: c.headOffice.button, toPage: OFFICES }],
    }),
    relatedLinks(p, {
      headline: c.related.headline,
      textLeft: c.related.left,
      textRight: c.related.right,
      buttons: [
        { text: c.related.people, toPage: OFFICES },
        { text: c.related.career, to: '/career', theme: 'secondary' },
      ],
    }),
    sliderQuote(p, {
      title: people.quotesTitle,
      grey: true,
      quotes: [...people.clients, ...(headOfCharter ? [{ quote: people.staffQuote, person: headOfCharter }] : [])],
    }),
    ...aboutBlocks(ctx, p),
  ];
  const broken = `${p}__headline_component_draft`;
  brokenHeadline(ctx, broken);
  const codenames = parts.map((part) => part.codename);
  page(
    ctx,
    {
      codename: p,
      slug: { en: '/about', es: '/about' },
      title: c.title,
      description: c.description,
      sitemapPriority: 0.8,
      // The preview version carries next year's title and the unfinished headline after the cover.
      draft: (lang, published) => ({
        ...published,
        title: el.text(c.draftTitle[lang]),
        components: el.linked(...codenames.slice(0, 1), broken, ...codenames.slice(1)),
      }),
    },
    parts,
  );
};

const offices = (ctx: GeneratorContext): void => {
  const c = officesCopy;
  const p = OFFICES;
  const html: L = { en: `${c.intro.en}${c.crewNote.en}`, es: `${c.intro.es}${c.crewNote.es}` };
  page(
    ctx,
    {
      codename: p,
      slug: { en: '/offices-and-people', es: '/oficinas-y-personas' },
      title: c.title,
      description: c.description,
      pageType: 'offices',
      childPages: OFFICE_DATA.map(officePageCodename),
    },
    [
      cover(p, {
        title: c.cover.title,
        subtitle: c.cover.subtitle,
        size: 'medium',
        image: ctx.media.image({ subject: 'office', key: 'about-offices-cover', about: c.cover.about }),
      }),
      headline(p, { text: c.headline }),
      richText(p, html),
      numbers(p, {
        grey: true,
        items: [
          { number: 16, text: c.figures.brokerage },
          { number: 4, text: c.figures.crew },
          { number: 280, text: c.figures.people },
          { number: 28, text: c.figures.languages },
        ],
      }),
      headerPeople(p, { heading: people.headTeam, text: people.headTeamText, people: peopleOfOffice(ctx, 'monaco').slice(0, 4) }),
      officeListCompact(p, { headline: c.list, offices: OFFICE_DATA.map(officeCodename) }),
      sliderPeople(p, { headline: people.team, people: teamAcrossOffices(ctx, 8) }),
      buttonContainer(p, [
        { text: c.contact, to: CONTACT },
        { text: c.career, to: '/career', theme: 'secondary' },
      ]),
    ],
  );
};

const future = (ctx: GeneratorContext): void => {
  const c = futureCopy;
  const p = 'page_future_by_halcyon';
  page(ctx, { codename: p, slug: { en: '/future-by-halcyon', es: '/future-by-halcyon' }, title: c.title, breadcrumbsTitle: c.breadcrumbsTitle, description: c.description }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'medium',
      image: ctx.media.image({ subject: 'seascape', key: 'about-future-cover', about: c.cover.about }),
    }),
    headline(p, { text: c.headline }),
    richText(p, c.html),
    bigNumbers(p, {
      headline: c.figures.headline,
      html: c.figures.html,
      grey: true,
      items: [
        { number: 100, unit: { en: '%', es: '%' }, text: c.figures.measured },
        { number: 11, text: c.figures.hybrid },
        { number: 14, unit: { en: '%', es: '%' }, text: c.figures.fuel },
        { number: 1.2, prefix: '€', unit: { en: 'm', es: 'M' }, text: c.figures.research },
      ],
    }),
    splitBanner(p, {
      title: c.banner.title,
      html: c.banner.html,
      image: ctx.media.image({ subject: 'seascape', key: 'about-future-science', about: c.banner.about }),
      buttons: [{ text: c.banner.button, to: CONTACT }],
    }),
    relatedLinks(p, {
      headline: c.related.headline,
      textLeft: c.related.left,
      textRight: c.related.right,
      buttons: [
        { text: c.related.build, to: '/build-a-yacht' },
        { text: c.related.refit, to: '/yacht-refit-project-management', theme: 'secondary' },
      ],
    }),
  ]);
};

const career = (ctx: GeneratorContext): void => {
  const c = careerCopy;
  const p = 'page_career';
  page(ctx, { codename: p, slug: { en: '/career', es: '/career' }, title: c.title, description: c.description }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'medium',
      image: ctx.media.image({ subject: 'office', key: 'about-career-cover', about: c.cover.about }),
    }),
    headline(p, { text: c.headline, position: 'left' }),
    richText(p, c.html),
    imageText(p, {
      title: c.graduates.title,
      html: c.graduates.html,
      image: ctx.media.image({ subject: 'portrait', key: 'about-career-graduates', about: c.graduates.about }),
      position: 'left',
      grey: true,
    }),
    // The people category of the dynamic grid (spec 9.2): who a new colleague would work with.
    dynamicGrid(p, { title: { en: 'Some of our people', es: 'Parte de nuestro equipo' }, category: 'people', count: 6 }),
    buttonContainer(p, [
      { text: c.apply, href: 'mailto:careers@halcyonyachts.example' },
      { text: c.crew, href: CREW_NETWORK_URL, newTab: true, theme: 'secondary' },
    ]),
  ]);
};

const partners = (ctx: GeneratorContext): void => {
  const c = partnersCopy;
  const p = 'page_partners';
  page(ctx, { codename: p, slug: { en: '/partners', es: '/partners' }, title: c.title, description: c.description }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'medium',
      image: ctx.media.image({ subject: 'shipyard', key: 'about-partners-cover', about: c.cover.about }),
    }),
    headline(p, { text: c.headline }),
    richText(p, c.html),
    partnersGrid(p, {
      partners: ctx
        .items()
        .filter((item) => item.type === 'partner')
        .map((item) => item.codename),
      grey: true,
    }),
    imageText(p, {
      title: c.ocean.title,
      html: c.ocean.html,
      image: ctx.media.image({ subject: 'seascape', key: 'about-partners-ocean', about: c.ocean.about }),
    }),
    relatedLinks(p, {
      headline: c.related.headline,
      textLeft: c.related.left,
      textRight: c.related.right,
      buttons: [
        { text: c.related.contact, to: CONTACT },
        { text: c.related.build, to: '/build-a-yacht', theme: 'secondary' },
      ],
    }),
  ]);
};

const book = (ctx: GeneratorContext): void => {
  const c = bookCopy;
  const p = 'page_halcyon_book_of_luxury_yachting';
  const slug = '/halcyon-book-of-luxury-yachting';
  page(ctx, { codename: p, slug: { en: slug, es: slug }, title: c.title, breadcrumbsTitle: c.breadcrumbsTitle, description: c.description }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'medium',
      image: ctx.media.image({ subject: 'yacht', key: 'about-book-cover', about: c.cover.about }),
    }),
    headline(p, { text: c.headline }),
    richText(p, c.html),
    numbers(p, {
      grey: true,
      items: [
        { number: 320, text: c.figures.pages },
        { number: 18, text: c.figures.editions },
        { number: 410, text: c.figures.photos },
      ],
    }),
    splitBanner(p, {
      title: c.banner.title,
      html: c.banner.html,
      image: ctx.media.image({ subject: 'yacht-interior', key: 'about-book-order', about: c.banner.about }),
      horizontal: 'right',
      buttons: [{ text: c.banner.button, href: 'mailto:book@halcyonyachts.example' }],
    }),
  ]);
};

const officePageCodename = (o: OfficeData): string => `page${officePageSlug(o, 'en').replace(/[-/]/g, '_')}`;

/** One page per office (spec 2.2 About, 9.7): the office in full with its map. */
const officePages = (ctx: GeneratorContext): void => {
  const c = officesCopy.office;
  for (const o of OFFICE_DATA) {
    const p = officePageCodename(o);
    const crew = o.type === 'tcn';
    const title: L = crew ? o.name : { en: `${o.name.en} office`, es: `Oficina de ${o.name.es}` };
    const region = c.regions[o.region];
    const team = peopleOfOffice(ctx, o.key);
    page(
      ctx,
      {
        codename: p,
        slug: { en: officePageSlug(o, 'en'), es: officePageSlug(o, 'es') },
        title,
        description: {
          en: `${title.en}: address, phone, opening hours and local time of ${crew ? 'the Halcyon crew network' : 'Halcyon Yachts'} in ${o.city}.`,
          es: `${title.es}: dirección, teléfono, horario y hora local de ${crew ? 'la red de tripulaciones de Halcyon' : 'Halcyon Yachts'} en ${o.country.es}.`,
        },
        pageType: 'offices',
      },
      [
        cover(p, {
          title,
          subtitle: crew ? c.crewSubtitle(o) : c.subtitle(o),
          size: 'medium',
          image: ctx.media.image({ subject: 'harbour', key: `office-region-${o.region}`, about: region.about }),
        }),
        officeLocation(p, { headline: c.visit, office: officeCodename(o) }),
        richText(p, crew ? c.crewText(o, region.name) : c.text(o, region.name)),
        // Spec 3.8: the office's people, each linking to their own page.
        ...(team.length > 0 ? [sliderPeople(p, { headline: { en: `The ${o.name.en} team`, es: `El equipo de ${o.name.es}` }, people: team, grey: true })] : []),
        buttonContainer(p, [
          { text: c.allOffices, toPage: OFFICES },
          { text: c.contact, to: CONTACT, theme: 'secondary' },
        ]),
      ],
    );
  }
};

export const generateAboutPages = (ctx: GeneratorContext): void => {
  about(ctx);
  offices(ctx);
  officePages(ctx);
  future(ctx);
  career(ctx);
  partners(ctx);
  book(ctx);
};
