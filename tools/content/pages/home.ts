/** The home page (spec 2.2 '/'): a showcase of every service line, without breadcrumbs (spec 2.4). */
import type { GeneratorContext } from '../context';
import { homeCopy as c } from './copy/home';
import { OFFICES } from '../catalogue/office-data';
import { bigNumbers, cover, headline, imageText, page, relatedLinks, richText, spacer, splitBanner } from './shared';

const CODENAME = 'page_home';

export const generateHomePages = (ctx: GeneratorContext): void => {
  const p = CODENAME;

  page(
    ctx,
    {
      codename: CODENAME,
      slug: { en: '/', es: '/' },
      title: c.title,
      description: c.description,
      breadcrumbsTitle: { en: 'Home', es: 'Inicio' },
      deactivateBreadcrumbs: true,
      sitemapPriority: 1,
    },
    [
      cover(p, {
        title: c.cover.title,
        subtitle: c.cover.subtitle,
        size: 'large',
        image: ctx.media.image({ subject: 'yacht', key: 'home-cover', about: c.cover.about }),
        buttons: [
          { text: c.cover.charter, to: '/yacht-charter' },
          { text: c.cover.buy, to: '/buy-a-yacht', theme: 'secondary' },
        ],
      }),
      headline(p, { text: c.intro.headline }),
      richText(p, c.intro.html),
      bigNumbers(p, {
        headline: c.figures.headline,
        html: c.figures.html,
        grey: true,
        items: [
          { number: OFFICES.length, text: c.figures.offices },
          { number: 30, unit: { en: '+', es: '+' }, text: c.figures.years },
          { number: 1850, unit: { en: '+', es: '+' }, text: c.figures.sold },
          { number: 2400, text: c.figures.weeks },
        ],
      }),
      ...c.services.map((s, i) =>
        imageText(p, {
          title: s.title,
          html: s.html,
          image: ctx.media.image({ subject: s.subject, key: `home-${s.key}`, about: s.about }),
          // Alternate sides so the service blocks read as a zigzag down the page.
          position: i % 2 === 0 ? 'right' : 'left',
          buttons: s.buttons.map((b, j) => ({ ...b, theme: j === 0 ? 'primary' : 'secondary' })),
        }),
      ),
      spacer(p, 'medium'),
      splitBanner(p, {
        title: c.sustainability.title,
        html: c.sustainability.html,
        image: ctx.media.image({ subject: 'seascape', key: 'home-sustainability', about: c.sustainability.about }),
        buttons: [{ text: c.sustainability.button, to: '/future-by-halcyon' }],
      }),
      relatedLinks(p, {
        headline: c.contact.headline,
        textLeft: c.contact.left,
        textRight: c.contact.right,
        buttons: [
          { text: c.contact.contactUs, to: '/contact-superyacht-company' },
          // Linked by item so the Spanish site gets its translated path (/oficinas-y-personas).
          { text: c.contact.offices, toPage: 'page_offices_and_people', theme: 'secondary' },
        ],
      }),
    ],
  );
};
