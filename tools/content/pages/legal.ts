/** Legal pages and the HTML sitemap (spec 2.2 Other: /privacy-policy, /cookies-policy, /sitemap). */
import type { GeneratorContext } from '../context';
import { el } from '../kontent';
import { cookiesCopy, privacyCopy } from './copy/legal';
import { sitemapCopy } from './copy/legal-sitemap';
import { both, buttonContainer, cover, headline, page, richText } from './shared';

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

const sitemap = (ctx: GeneratorContext): void => {
  const c = sitemapCopy;
  const p = 'page_sitemap';
  page(ctx, { codename: p, slug: { en: '/sitemap', es: '/sitemap' }, title: c.title, description: c.description, nofollow: false }, [
    cover(p, {
      title: c.cover.title,
      subtitle: c.cover.subtitle,
      size: 'medium',
      image: ctx.media.image({ subject: 'seascape', key: 'legal-sitemap-cover', about: c.cover.about }),
    }),
    richText(p, c.intro),
    // Generated from the published pages, grouped as the main menu groups them (spec 2.2).
    both((lang) => ({ title: el.text(c.headline[lang]) }), p, 'sitemap_component'),
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
