/** The Buy menu of spec 2.2 (also /recent-yachts-sale and /why-buy-with-us, shared with the Sell menu). */
import type { GeneratorContext, ImageSubject } from '../context';
import { BROKER_DRAWERS } from '../catalogue/broker-drawers';
import { berthsForSaleCopy, buyingGuideCopy, contactSalesBrokerCopy, whyBuyCopy } from './copy/buy-guide';
import { buyCopy, featuredYachtsCopy, newYachtsForSaleCopy, recentSalesCopy, yachtsForSaleCopy } from './copy/buy-listings';
import { at, bigNumbers, buttonContainer, cover, headline, imageText, numbers, page, plus, relatedLinks, richText, splitBanner, type L, yachtGrid, yachtSlider } from './shared';
import { yachtLists } from './yacht-lists';
import { faqWidgetFor } from './faq';
import { buySlides, buyWords } from './builder-pages';

const BROKER = '/contact-a-yacht-broker';
const percent: L = { en: '%', es: '\u00a0%' };

export const generateBuyPages = (ctx: GeneratorContext): void => {
  const lists = yachtLists(ctx);
  const img = (subject: ImageSubject, key: string, about: L) => ctx.media.image({ subject, key: `buy-${key}`, about });

  {
    const c = buyCopy;
    const p = at('/buy-a-yacht');
    page(ctx, { ...p, title: c.title, description: c.description, sitemapPriority: 0.8 }, [
      buySlides(ctx, p.codename),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      buyWords(p.codename),
      yachtSlider(p.codename, {
        title: { en: 'Featured yachts for sale', es: 'Yates en venta destacados' },
        slides: lists.featuredSale,
        type: 'sale',
        link: { text: { en: 'All featured yachts', es: 'Todos los yates destacados' }, to: '/featured-yachts-for-sale', theme: 'secondary' },
      }),
      bigNumbers(p.codename, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: 1850, unit: plus, text: c.figures.sold },
          { number: 650, text: c.figures.listed },
          { number: 60, text: c.figures.brokers },
          { number: 16, text: c.figures.offices },
        ],
      }),
      imageText(p.codename, {
        title: c.search.title,
        html: c.search.html,
        image: img('yacht', 'landing-search', c.search.about),
        buttons: [
          { text: c.search.button, to: '/yachts-for-sale' },
          { text: c.search.newButton, to: '/new-yachts-for-sale', theme: 'secondary' },
        ],
      }),
      imageText(p.codename, {
        title: c.guide.title,
        html: c.guide.html,
        image: img('yacht-interior', 'landing-guide', c.guide.about),
        position: 'left',
        buttons: [{ text: c.guide.button, to: '/yacht-buying-guide', theme: 'secondary' }],
      }),
      faqWidgetFor(p.codename, 'buying'),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.why, to: '/why-buy-with-us', theme: 'secondary' },
          { text: c.links.broker, to: BROKER },
        ],
      }),
    ]);
  }

  {
    const c = yachtsForSaleCopy;
    const p = at('/yachts-for-sale');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'small', image: img('harbour', 'listing-cover', c.cover.about) }),
      yachtGrid(p.codename, { items: lists.sale, status: 'sale' }),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      splitBanner(p.codename, {
        title: c.offMarket.title,
        html: c.offMarket.html,
        image: img('seascape', 'listing-off-market', c.offMarket.about),
        buttons: [{ text: c.offMarket.button, to: BROKER }],
      }),
      buttonContainer(p.codename, [{ text: c.cta.broker, to: BROKER }]),
    ]);
  }

  {
    const c = newYachtsForSaleCopy;
    const p = at('/new-yachts-for-sale');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('shipyard', 'new-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      yachtGrid(p.codename, { items: lists.newSale, status: 'sale', grey: true }),
      numbers(p.codename, {
        grey: true,
        items: [
          { number: 6, text: c.figures.months },
          { number: 24, text: c.figures.warranty },
          { number: 90, unit: plus, text: c.figures.builds },
        ],
      }),
      buttonContainer(p.codename, [
        { text: c.cta.broker, to: BROKER },
        { text: c.cta.build, to: '/build-a-yacht', theme: 'secondary' },
      ]),
    ]);
  }

  {
    const c = featuredYachtsCopy;
    const p = at('/featured-yachts-for-sale');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('yacht', 'featured-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      yachtGrid(p.codename, { items: lists.featuredSale, status: 'sale', grey: true }),
      imageText(p.codename, {
        title: c.viewing.title,
        html: c.viewing.html,
        image: img('yacht-interior', 'featured-viewing', c.viewing.about),
        grey: true,
      }),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.all, to: '/yachts-for-sale', theme: 'secondary' },
          { text: c.links.broker, to: BROKER },
        ],
      }),
    ]);
  }

  {
    const c = recentSalesCopy;
    const p = at('/recent-yachts-sale');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('seascape', 'recent-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      yachtGrid(p.codename, { items: lists.recentSales, grey: true }),
      bigNumbers(p.codename, {
        headline: c.figures.headline,
        items: [
          { number: 120, text: c.figures.sales },
          { number: 7, text: c.figures.months },
          { number: 94, unit: percent, text: c.figures.price },
        ],
      }),
      splitBanner(p.codename, {
        title: c.banner.title,
        html: c.banner.html,
        image: img('yacht', 'recent-sell', c.banner.about),
        horizontal: 'right',
        buttons: [{ text: c.banner.button, to: '/sell-a-yacht' }],
      }),
      buttonContainer(p.codename, [
        { text: c.cta.buy, to: '/yachts-for-sale', theme: 'secondary' },
        { text: c.cta.sell, to: '/contact-a-yacht-broker-to-sell-your-yacht' },
      ]),
    ]);
  }

  {
    const c = whyBuyCopy;
    const p = at('/why-buy-with-us');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('yacht', 'why-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      numbers(p.codename, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: 1850, unit: plus, text: c.figures.sold },
          { number: 68, unit: percent, text: c.figures.repeat },
          { number: 15, text: c.figures.years },
        ],
      }),
      imageText(p.codename, {
        title: c.team.title,
        html: c.team.html,
        image: img('office', 'why-team', c.team.about),
        position: 'left',
      }),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.yachts, to: '/yachts-for-sale', theme: 'secondary' },
          { text: c.links.broker, to: BROKER },
        ],
      }),
    ]);
  }

  {
    const c = buyingGuideCopy;
    const p = at('/yacht-buying-guide');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('yacht-interior', 'guide-cover', c.cover.about) }),
      headline(p.codename, { text: c.steps.headline, position: 'left' }),
      richText(p.codename, c.steps.html),
      imageText(p.codename, {
        title: c.costs.title,
        html: c.costs.html,
        image: img('yacht-interior', 'guide-engine-room', c.costs.about),
        position: 'left',
        grey: true,
      }),
      buttonContainer(p.codename, [
        { text: c.cta.why, to: '/why-buy-with-us', theme: 'secondary' },
        { text: c.cta.broker, to: BROKER },
      ]),
    ]);
  }

  {
    const c = berthsForSaleCopy;
    const p = at('/berths-for-sale');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('harbour', 'berths-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      yachtGrid(p.codename, { items: lists.berths, status: 'sale', grey: true }),
      imageText(p.codename, {
        title: c.rental.title,
        html: c.rental.html,
        image: img('harbour', 'berths-marina', c.rental.about),
      }),
      buttonContainer(p.codename, [
        { text: c.cta.broker, to: BROKER },
        { text: c.cta.sell, to: '/selling-a-yacht-berth', theme: 'secondary' },
      ]),
    ]);
  }

  {
    const c = contactSalesBrokerCopy;
    const p = at(BROKER);
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('office', 'contact-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      numbers(p.codename, {
        grey: true,
        items: [
          { number: 1, text: c.figures.reply },
          { number: 16, text: c.figures.offices },
          { number: 60, text: c.figures.brokers },
        ],
      }),
      buttonContainer(
        p.codename,
        [
          // Spec 2.13 'form plus broker': the enquiry form in the drawer, beside the sales brokers.
          { text: c.cta.enquire, drawer: BROKER_DRAWERS.sales, formPlusBroker: true },
          { text: c.cta.email, href: 'mailto:sales@halcyonyachts.example', theme: 'secondary' },
          { text: c.cta.contact, to: '/contact-superyacht-company', theme: 'secondary' },
          // Linked by item so the Spanish site gets its translated path (/oficinas-y-personas).
          { text: c.cta.offices, toPage: 'page_offices_and_people', theme: 'secondary' },
        ],
        'spread',
      ),
    ]);
  }
};
