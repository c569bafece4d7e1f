/** The Build menu of spec 2.2: new-build and refit project management, the build process, shipyards. */
import type { GeneratorContext, ImageSubject } from '../context';
import { buildProcessCopy, contactProjectManagerCopy, shipyardsCopy } from './copy/build-process';
import { buildCopy, newBuildCopy, refitCopy } from './copy/build-projects';
import { at, bigNumbers, buttonContainer, cover, headline, imageText, numbers, page, plus, relatedLinks, richText, splitBanner, type L } from './shared';
import { shipyardGrid } from './faq-blocks';

const PROJECT_MANAGER = '/contact-a-project-manager';
const percent: L = { en: '%', es: '\u00a0%' };

export const generateBuildPages = (ctx: GeneratorContext): void => {
  const img = (subject: ImageSubject, key: string, about: L) => ctx.media.image({ subject, key: `build-${key}`, about });

  {
    const c = buildCopy;
    const p = at('/build-a-yacht');
    page(ctx, { ...p, title: c.title, description: c.description, sitemapPriority: 0.8 }, [
      cover(p.codename, { ...c.cover, size: 'large', image: img('shipyard', 'landing-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      bigNumbers(p.codename, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: 90, unit: plus, text: c.figures.builds },
          { number: 140, text: c.figures.refits },
          { number: 25, text: c.figures.team },
          { number: 40, text: c.figures.yards },
        ],
      }),
      imageText(p.codename, {
        title: c.newBuild.title,
        html: c.newBuild.html,
        image: img('shipyard', 'landing-new-build', c.newBuild.about),
        buttons: [{ text: c.newBuild.button, to: '/new-build-project-management-1' }],
      }),
      imageText(p.codename, {
        title: c.refit.title,
        html: c.refit.html,
        image: img('shipyard', 'landing-refit', c.refit.about),
        position: 'left',
        buttons: [{ text: c.refit.button, to: '/yacht-refit-project-management', theme: 'secondary' }],
      }),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.process, to: '/yacht-build-process', theme: 'secondary' },
          { text: c.links.contact, to: PROJECT_MANAGER },
        ],
      }),
    ]);
  }

  {
    const c = newBuildCopy;
    const p = at('/new-build-project-management-1');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('shipyard', 'new-build-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      numbers(p.codename, {
        grey: true,
        items: [
          { number: 90, unit: plus, text: c.figures.builds },
          { number: 92, unit: percent, text: c.figures.onTime },
          { number: 110, text: c.figures.length },
        ],
      }),
      splitBanner(p.codename, {
        title: c.banner.title,
        html: c.banner.html,
        image: img('shipyard', 'new-build-quay', c.banner.about),
        buttons: [{ text: c.banner.button, to: '/shipyards' }],
      }),
      buttonContainer(p.codename, [
        { text: c.cta.process, to: '/yacht-build-process', theme: 'secondary' },
        { text: c.cta.contact, to: PROJECT_MANAGER },
      ]),
    ]);
  }

  {
    const c = refitCopy;
    const p = at('/yacht-refit-project-management');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('shipyard', 'refit-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      numbers(p.codename, {
        items: [
          { number: 140, text: c.figures.refits },
          { number: 4, unit: percent, text: c.figures.budget },
          { number: 35, text: c.figures.yards },
        ],
      }),
      imageText(p.codename, {
        title: c.sustainability.title,
        html: c.sustainability.html,
        image: img('yacht-interior', 'refit-batteries', c.sustainability.about),
        position: 'left',
        grey: true,
        buttons: [{ text: c.sustainability.button, to: '/future-by-halcyon', theme: 'secondary' }],
      }),
      relatedLinks(p.codename, {
        headline: c.links.headline,
        textLeft: c.links.left,
        textRight: c.links.right,
        buttons: [
          { text: c.links.contact, to: PROJECT_MANAGER },
          { text: c.links.management, to: '/yacht-management', theme: 'secondary' },
        ],
      }),
    ]);
  }

  {
    const c = buildProcessCopy;
    const p = at('/yacht-build-process');
    page(ctx, { ...p, title: c.title, description: c.description, breadcrumbsTitle: c.breadcrumbs }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('shipyard', 'process-cover', c.cover.about) }),
      headline(p.codename, { text: c.stages.headline }),
      richText(p.codename, c.stages.html),
      bigNumbers(p.codename, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: 42, text: c.figures.months },
          { number: 1000000, text: c.figures.hours },
          { number: 7, text: c.figures.stages },
        ],
      }),
      imageText(p.codename, {
        title: c.role.title,
        html: c.role.html,
        image: img('office', 'process-drawings', c.role.about),
      }),
      buttonContainer(p.codename, [
        { text: c.cta.newBuild, to: '/new-build-project-management-1', theme: 'secondary' },
        { text: c.cta.contact, to: PROJECT_MANAGER },
      ]),
    ]);
  }

  {
    const c = contactProjectManagerCopy;
    const p = at(PROJECT_MANAGER);
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('office', 'contact-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline }),
      richText(p.codename, c.intro.html),
      numbers(p.codename, {
        grey: true,
        items: [
          { number: 5, text: c.figures.reply },
          { number: 90, unit: plus, text: c.figures.builds },
          { number: 140, text: c.figures.refits },
        ],
      }),
      buttonContainer(
        p.codename,
        [
          { text: c.cta.email, href: 'mailto:projects@halcyonyachts.example' },
          { text: c.cta.process, to: '/yacht-build-process', theme: 'secondary' },
          // Linked by item so the Spanish site gets its translated path (/oficinas-y-personas).
          { text: c.cta.offices, toPage: 'page_offices_and_people', theme: 'secondary' },
        ],
        'spread',
      ),
    ]);
  }

  {
    const c = shipyardsCopy;
    const p = at('/shipyards');
    page(ctx, { ...p, title: c.title, description: c.description }, [
      cover(p.codename, { ...c.cover, size: 'medium', image: img('shipyard', 'shipyards-cover', c.cover.about) }),
      headline(p.codename, { text: c.intro.headline, position: 'left' }),
      richText(p.codename, c.intro.html),
      shipyardGrid(p.codename, {
        shipyards: ctx
          .items()
          .filter((item) => item.type === 'shipyard')
          .map((item) => item.codename),
      }),
      imageText(p.codename, {
        title: c.visit.title,
        html: c.visit.html,
        image: img('shipyard', 'shipyards-visit', c.visit.about),
        position: 'left',
        grey: true,
      }),
      buttonContainer(p.codename, [
        { text: c.cta.contact, to: PROJECT_MANAGER },
        { text: c.cta.newYachts, to: '/new-yachts-for-sale', theme: 'secondary' },
      ]),
    ]);
  }
};
