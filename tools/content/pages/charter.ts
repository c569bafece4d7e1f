/** The Charter menu of spec 2.2: the landing page, the listings and the charter advice pages. */
import type { GeneratorContext, ImageSubject } from '../context';
import { destinationsCopy, lastMinuteCopy, newCharterYachtsCopy, yachtCharterCopy, yachtsForCharterCopy } from './copy/charter-explore';
import { contactCharterBrokerCopy, fiveStepCopy, howToCharterCopy, whyCharterCopy } from './copy/charter-guide';
import { charterCrewCopy, charterManagementCopy } from './copy/charter-services';
import { at, bigNumbers, buttonContainer, cover, headline, imageText, numbers, page, plus, relatedLinks, richText, splitBanner, type L, searchYachtGrid, yachtGrid, yachtSlider } from './shared';
import { destinationsMapParts } from './itineraries';
import { yachtLists } from './yacht-lists';
import { faqWidgetFor } from './faq';
import { whyCharterBlocks } from './builder-pages';
import { afterParagraph, ctaComponent, pictureComponent, quoteComponent, richTextBlock, type RichParts } from './inline';

const BROKER = '/contact-a-charter-broker';
const percent: L = { en: '%', es: '\u00a0%' };

export const generateCharterPages = (ctx: GeneratorContext): void => {
  const lists = yachtLists(ctx);
  const img = (subject: ImageSubject, key: string, about: L) => ctx.media.image({ subject, key: `charter-${key}`, about });

  /** The five steps as an editor would enrich them (spec 3.2): a call to action, a captioned picture, a captain's word. */
  const stepsWithComponents = (parent: string): Record<'en' | 'es', RichParts> => {
    const s = fiveStepCopy.steps;
    const cta = ctaComponent(parent, 'cta', { text: s.cta, to: BROKER });
    const picture = pictureComponent(parent, 'shortlist', { image: img('yacht-interior', 'steps-shortlist', s.picture.about), caption: s.picture.caption });
    const quote = quoteComponent(parent, 'captain', { quote: s.quote.text, name: s.quote.name, role: s.quote.role });
    const parts = (lang: 'en' | 'es'): RichParts => {
      const [one, rest] = afterParagraph(s.html[lang], 1);
      const [two, last] = afterParagraph(rest, 1);
      return [one, cta, two, picture, last, quote];
    };
    return { en: parts('en'), es: parts('es') };
  };

  {
    const c = yachtCharterCopy;
    const p = at('/yacht-charter');
    page(ctx, { ...p, title: c.title, description: c.description, sitemapPriority: 0.8 }, [
      cover(p.codename, { ...c.cover, size: 'large', image: img('yacht', 'landing-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      yachtSlider(p.codename, {
        title: { en: 'New to the charter fleet', es: 'Nuevos en la flota de chárter' },
        slides: lists.newCharter,
        type: 'charter',
        link: { text: { en: 'All yachts for charter', es: 'Todos los yates de alquiler' }, to: '/yachts-for-charter', theme: 'secondary' },
      }),
      searchYachtGrid(p.codename, {
        title: { en: 'Charter yachts of 50 m and more', es: 'Yates de alquiler de 50 m o más' },
        query: 'm[content.type]=charter&r[content.loaMeter]=50:',
        showFilters: true,
        hits: 6,
      }),
      numbers(p.codename, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: 1200, unit: plus, text: c.figures.yachts },
          { number: 2400, text: c.figures.weeks },
          { number: 45, text: c.figures.brokers },
          { number: 24, text: c.figures.reply },
        ],
      }),
      imageText(p.codename, {
        title: c.fleet.title,
        html: c.fleet.html,
        image: img('yacht-interior', 'landing-fleet', c.fleet.about),
        buttons: [{ text: c.fleet.button, to: '/yachts-for-charter' }],
      }),
      imageText(p.codename, {
        title: c.destinations.title,
        html: c.destinations.html,
        image: img('destination', 'landing-destinations', c.destinations.about),
        position: 'left',
        buttons: [{ text: c.destinations.button, to: '/destinations' }],
      }),
      faqWidgetFor(p.codename, 'charter'),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.guide, to: '/how-to-charter-a-yacht', theme: 'secondary' },
          { text: c.links.broker, to: BROKER },
        ],
      }),
    ]);
  }

  {
    const c = yachtsForCharterCopy;
    const p = at('/yachts-for-charter');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'small', image: img('yacht', 'fleet-cover', c.cover.about) }),
      yachtGrid(p.codename, { items: lists.charter, status: 'charter' }),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      imageText(p.codename, {
        title: c.included.title,
        html: c.included.html,
        image: img('yacht-interior', 'fleet-included', c.included.about),
        position: 'left',
        grey: true,
      }),
      buttonContainer(p.codename, [
        { text: c.cta.broker, to: BROKER },
        { text: c.cta.lastMinute, to: '/last-minute-yacht-charter', theme: 'secondary' },
      ]),
    ]);
  }

  {
    const c = newCharterYachtsCopy;
    const p = at('/new-charter-yachts');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('yacht', 'new-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      yachtGrid(p.codename, { items: lists.newCharter, status: 'charter', grey: true }),
      splitBanner(p.codename, {
        title: c.banner.title,
        html: c.banner.html,
        image: img('yacht-interior', 'new-beach-club', c.banner.about),
        horizontal: 'right',
        buttons: [{ text: c.banner.button, to: BROKER }],
      }),
      buttonContainer(p.codename, [
        { text: c.cta.all, to: '/yachts-for-charter', theme: 'secondary' },
        { text: c.cta.broker, to: BROKER },
      ]),
    ]);
  }

  {
    const c = lastMinuteCopy;
    const p = at('/last-minute-yacht-charter');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('harbour', 'last-minute-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      yachtGrid(p.codename, { items: lists.lastMinute, status: 'charter', grey: true }),
      numbers(p.codename, {
        headline: c.figures.headline,
        items: [
          { number: 48, text: c.figures.confirm },
          { number: 20, unit: percent, text: c.figures.saving },
          { number: 3, text: c.figures.nights },
        ],
      }),
      buttonContainer(p.codename, [
        { text: c.cta.broker, to: BROKER },
        { text: c.cta.all, to: '/yachts-for-charter', theme: 'secondary' },
      ]),
    ]);
  }

  {
    const c = destinationsCopy;
    const p = at('/destinations');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('destination', 'destinations-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      ...destinationsMapParts(p.codename),
      imageText(p.codename, {
        title: c.itinerary.title,
        html: c.itinerary.html,
        image: img('seascape', 'destinations-itinerary', c.itinerary.about),
        grey: true,
        buttons: [{ text: c.itinerary.button, to: '/itinerary' }],
      }),
      buttonContainer(p.codename, [
        { text: c.cta.yachts, to: '/yachts-for-charter', theme: 'secondary' },
        { text: c.cta.broker, to: BROKER },
      ]),
    ]);
  }

  {
    const c = contactCharterBrokerCopy;
    const p = at(BROKER);
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('office', 'contact-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      numbers(p.codename, {
        grey: true,
        items: [
          { number: 24, text: c.figures.reply },
          { number: 1200, unit: plus, text: c.figures.yachts },
          { number: 6, text: c.figures.offices },
        ],
      }),
      buttonContainer(
        p.codename,
        [
          { text: c.cta.email, href: 'mailto:charter@halcyonyachts.example' },
          { text: c.cta.contact, to: '/contact-superyacht-company', theme: 'secondary' },
          // Linked by item so the Spanish site gets its translated path (/oficinas-y-personas).
          { text: c.cta.offices, toPage: 'page_offices_and_people', theme: 'secondary' },
        ],
        'spread',
      ),
    ]);
  }

  {
    const c = whyCharterCopy;
    const p = at('/why-use-us-to-charter');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('yacht-interior', 'why-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      bigNumbers(p.codename, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: 400, unit: plus, text: c.figures.inspected },
          { number: 72, unit: percent, text: c.figures.returning },
          { number: 2400, text: c.figures.weeks },
        ],
      }),
      imageText(p.codename, {
        title: c.story.title,
        html: c.story.html,
        image: img('yacht-interior', 'why-galley', c.story.about),
        position: 'left',
      }),
      ...whyCharterBlocks(ctx, p.codename),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.yachts, to: '/yachts-for-charter', theme: 'secondary' },
          { text: c.links.broker, to: BROKER },
        ],
      }),
    ]);
  }

  {
    const c = howToCharterCopy;
    const p = at('/how-to-charter-a-yacht');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('harbour', 'how-to-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      imageText(p.codename, {
        title: c.apa.title,
        html: c.apa.html,
        image: img('portrait', 'how-to-apa', c.apa.about),
        grey: true,
      }),
      buttonContainer(p.codename, [
        { text: c.cta.steps, to: '/5-step-guide-to-charter', theme: 'secondary' },
        { text: c.cta.broker, to: BROKER },
      ]),
    ]);
  }

  {
    const c = fiveStepCopy;
    const p = at('/5-step-guide-to-charter');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('seascape', 'steps-cover', c.cover.about) }),
      headline(p.codename, { text: c.steps.headline }),
      richTextBlock(p.codename, stepsWithComponents(p.codename)),
      splitBanner(p.codename, {
        title: c.banner.title,
        html: c.banner.html,
        image: img('destination', 'steps-banner', c.banner.about),
        buttons: [{ text: c.banner.button, to: '/destinations' }],
      }),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.guide, to: '/how-to-charter-a-yacht', theme: 'secondary' },
          { text: c.links.broker, to: BROKER },
        ],
      }),
    ]);
  }

  {
    const c = charterCrewCopy;
    const p = at('/yacht-charter-crew');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('portrait', 'crew-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      imageText(p.codename, {
        title: c.gratuity.title,
        html: c.gratuity.html,
        image: img('yacht', 'crew-service', c.gratuity.about),
        position: 'left',
      }),
      buttonContainer(p.codename, [
        { text: c.cta.broker, to: BROKER },
        { text: c.cta.crew, to: '/yacht-crew', theme: 'secondary' },
      ]),
    ]);
  }

  {
    const c = charterManagementCopy;
    const p = at('/yacht-charter-management');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('harbour', 'management-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      numbers(p.codename, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: 85, text: c.figures.yachts },
          { number: 14, text: c.figures.weeks },
          { number: 3000, unit: plus, text: c.figures.brokers },
        ],
      }),
      imageText(p.codename, {
        title: c.owners.title,
        html: c.owners.html,
        image: img('office', 'management-owner', c.owners.about),
      }),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.manager, to: '/contact-a-yacht-manager' },
          { text: c.links.manage, to: '/manage-a-superyacht', theme: 'secondary' },
        ],
      }),
    ]);
  }
};
