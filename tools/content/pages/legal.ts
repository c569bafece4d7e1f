/** Legal pages and the HTML sitemap (spec 2.2 Other: /privacy-policy, /cookies-policy, /sitemap). */
import type { GeneratorContext } from '../context';
import type { LanguageCodename } from '../kontent';
import { adriaticAndBeyond } from './copy/destinations-adriatic';
import { atlantic } from './copy/destinations-atlantic';
import { indoPacific } from './copy/destinations-indo-pacific';
import { mediterranean } from './copy/destinations-med';
import { cookiesCopy, privacyCopy } from './copy/legal';
import { sitemapCopy, sitemapSections } from './copy/legal-sitemap';
import { buttonContainer, cover, headline, page, richText, type L } from './shared';

const privacy = (ctx: GeneratorContext): void => {
  const c = privacyCopy;
  const p = 'page_privacy_policy';
  page(ctx, { codename: p, slug: { en: '/privacy-policy', es: '/privacy-policy' }, title: c.title, description: c.description }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'medium',
      image: ctx.media.image({ subject: 'seascape', key: 'legal-privacy-cover', about: c.cover.about }),
    }),
    headline(p, { text: c.headline, position: 'left' }),
    richText(p, c.html),
    richText(p, c.rights, true),
    buttonContainer(
      p,
      [
        { text: c.email, href: c.emailHref },
        { text: c.cookies, to: '/cookies-policy', theme: 'secondary' },
      ],
      'left',
    ),
  ]);
};

const cookies = (ctx: GeneratorContext): void => {
  const c = cookiesCopy;
  const p = 'page_cookies_policy';
  page(
    ctx,
    {
      codename: p,
      slug: { en: '/cookies-policy', es: '/cookies-policy' },
      title: c.title,
      description: c.description,
      // Indexed, but search engines should not keep a cached copy of a policy that changes.
      noindex: false,
      noarchive: true,
    },
    [
      cover(p, {
        title: c.cover.title,
        subtitle: c.cover.subtitle,
        size: 'medium',
        image: ctx.media.image({ subject: 'abstract', key: 'legal-cookies-cover', about: c.cover.about }),
      }),
      headline(p, { text: c.headline, position: 'left' }),
      richText(p, c.html),
      buttonContainer(
        p,
        [
          { text: c.privacy, to: '/privacy-policy' },
          { text: c.contact, to: '/contact-superyacht-company', theme: 'secondary' },
        ],
        'left',
      ),
    ],
  );
};

const sectionList = (lang: LanguageCodename): string =>
  sitemapSections
    .map((s) => {
      const links = s.links.map((l) => `<li><a href="${lang === 'es' ? (l.es ?? l.to) : l.to}">${l.label[lang]}</a></li>`).join('');
      return `<h3>${s.heading[lang]}</h3><ul>${links}</ul>`;
    })
    .join('');

const destinationList = (lang: LanguageCodename): string => {
  const root = lang === 'es' ? '/destino' : '/destination';
  const guides = [...mediterranean, ...adriaticAndBeyond, ...atlantic, ...indoPacific]
    .map((d) => `<li><a href="${root}/${d.slug}">${d.name[lang]}</a></li>`)
    .join('');
  return `<h3>${sitemapCopy.destinations[lang]}</h3><ul>${guides}</ul>`;
};

const sitemap = (ctx: GeneratorContext): void => {
  const c = sitemapCopy;
  const p = 'page_sitemap';
  const both = (f: (lang: LanguageCodename) => string): L => ({ en: f('en'), es: f('es') });
  page(ctx, { codename: p, slug: { en: '/sitemap', es: '/sitemap' }, title: c.title, description: c.description, nofollow: false }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'medium',
      image: ctx.media.image({ subject: 'seascape', key: 'legal-sitemap-cover', about: c.cover.about }),
    }),
    headline(p, { text: c.headline, position: 'left' }),
    richText(p, both(sectionList)),
    richText(p, both(destinationList), true),
    buttonContainer(p, [
      { text: c.search, to: '/search' },
      { text: c.contact, to: '/contact-superyacht-company', theme: 'secondary' },
    ]),
  ]);
};

export const generateLegalPages = (ctx: GeneratorContext): void => {
  privacy(ctx);
  cookies(ctx);
  sitemap(ctx);
};
