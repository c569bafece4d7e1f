/** The Sell menu of spec 2.2 (its /recent-yachts-sale and /why-buy-with-us entries are the Buy pages). */
import type { GeneratorContext, ImageSubject } from '../context';
import { contactToSellCopy, sellCopy, sellingBerthCopy } from './copy/sell-brokerage';
import { brokerageCopy, evaluationCopy, marketingCopy } from './copy/sell-services';
import { at, bigNumbers, buttonContainer, cover, headline, imageText, numbers, page, plus, relatedLinks, richText, splitBanner, type L } from './shared';
import { sellSplit } from './builder-pages';

const BROKER = '/contact-a-yacht-broker-to-sell-your-yacht';
const percent: L = { en: '%', es: '\u00a0%' };

export const generateSellPages = (ctx: GeneratorContext): void => {
  const img = (subject: ImageSubject, key: string, about: L) => ctx.media.image({ subject, key: `sell-${key}`, about });

  {
    const c = sellCopy;
    const p = at('/sell-a-yacht');
    page(ctx, { ...p, title: c.title, description: c.description, sitemapPriority: 0.8 }, [
      cover(p.codename, { ...c.cover, size: 'large', image: img('yacht', 'landing-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      bigNumbers(p.codename, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: 120, text: c.figures.sold },
          { number: 7, text: c.figures.months },
          { number: 94, unit: percent, text: c.figures.price },
          { number: 3000, unit: plus, text: c.figures.brokers },
        ],
      }),
      imageText(p.codename, {
        title: c.marketing.title,
        html: c.marketing.html,
        image: img('seascape', 'landing-marketing', c.marketing.about),
        buttons: [{ text: c.marketing.button, to: '/yacht-marketing', theme: 'secondary' }],
      }),
      sellSplit(ctx, p.codename),
      imageText(p.codename, {
        title: c.valuation.title,
        html: c.valuation.html,
        image: img('office', 'landing-valuation', c.valuation.about),
        position: 'left',
        buttons: [{ text: c.valuation.button, to: '/yacht-market-evaluation' }],
      }),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.recent, to: '/recent-yachts-sale', theme: 'secondary' },
          { text: c.links.broker, to: BROKER },
        ],
      }),
    ]);
  }

  {
    const c = sellingBerthCopy;
    const p = at('/selling-a-yacht-berth');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('harbour', 'berth-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      imageText(p.codename, {
        title: c.process.title,
        html: c.process.html,
        image: img('harbour', 'berth-aerial', c.process.about),
        position: 'left',
        grey: true,
      }),
      buttonContainer(p.codename, [
        { text: c.cta.broker, to: BROKER },
        { text: c.cta.berths, to: '/berths-for-sale', theme: 'secondary' },
      ]),
    ]);
  }

  {
    const c = contactToSellCopy;
    const p = at(BROKER);
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('yacht', 'contact-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      numbers(p.codename, {
        grey: true,
        items: [
          { number: 1, text: c.figures.reply },
          { number: 5, text: c.figures.valuation },
          { number: 16, text: c.figures.offices },
        ],
      }),
      buttonContainer(
        p.codename,
        [
          { text: c.cta.email, href: 'mailto:sales@halcyonyachts.example' },
          { text: c.cta.evaluation, to: '/yacht-market-evaluation', theme: 'secondary' },
          // Linked by item so the Spanish site gets its translated path (/oficinas-y-personas).
          { text: c.cta.offices, toPage: 'page_offices_and_people', theme: 'secondary' },
        ],
        'spread',
      ),
    ]);
  }

  {
    const c = brokerageCopy;
    const p = at('/yacht-brokerage');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('harbour', 'brokerage-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      numbers(p.codename, {
        headline: c.figures.headline,
        items: [
          { number: 180, text: c.figures.yachts },
          { number: 60, text: c.figures.brokers },
          { number: 16, text: c.figures.offices },
        ],
      }),
      splitBanner(p.codename, {
        title: c.banner.title,
        html: c.banner.html,
        image: img('harbour', 'brokerage-banner', c.banner.about),
        horizontal: 'right',
        buttons: [{ text: c.banner.button, to: BROKER }],
      }),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.evaluation, to: '/yacht-market-evaluation' },
          { text: c.links.recent, to: '/recent-yachts-sale', theme: 'secondary' },
        ],
      }),
    ]);
  }

  {
    const c = marketingCopy;
    const p = at('/yacht-marketing');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('yacht-interior', 'marketing-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      bigNumbers(p.codename, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: 12, text: c.figures.shows },
          { number: 250000, text: c.figures.visits },
          { number: 3000, unit: plus, text: c.figures.brokers },
        ],
      }),
      imageText(p.codename, {
        title: c.report.title,
        html: c.report.html,
        image: img('yacht-interior', 'marketing-report', c.report.about),
      }),
      buttonContainer(p.codename, [
        { text: c.cta.evaluation, to: '/yacht-market-evaluation', theme: 'secondary' },
        { text: c.cta.broker, to: BROKER },
      ]),
    ]);
  }

  {
    const c = evaluationCopy;
    const p = at('/yacht-market-evaluation');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('seascape', 'evaluation-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      numbers(p.codename, {
        grey: true,
        items: [
          { number: 5, text: c.figures.days },
          { number: 4000, unit: plus, text: c.figures.sales },
          { number: 94, unit: percent, text: c.figures.price },
        ],
      }),
      imageText(p.codename, {
        title: c.inspection.title,
        html: c.inspection.html,
        image: img('yacht', 'evaluation-aboard', c.inspection.about),
        position: 'left',
      }),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.broker, to: BROKER },
          { text: c.links.brokerage, to: '/yacht-brokerage', theme: 'secondary' },
        ],
      }),
    ]);
  }
};
