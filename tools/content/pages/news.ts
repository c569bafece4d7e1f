/**
 * News (spec 2.2 News listings, 3.9): six listings, the articles at /news-detail/{slug} and the
 * expert insights at /halcyon-expert-insight/{slug}.
 */
import type { GeneratorContext } from '../context';
import { el, type Elements, type ItemSpec } from '../kontent';
import { marketArticles } from './copy/news-articles-market';
import { companyArticles } from './copy/news-articles-company';
import { lifestyleArticles } from './copy/news-articles-lifestyle';
import { insights } from './copy/news-insights';
import { listingCopy as lc, newsListings } from './copy/news-listings';
import type { Article, Insight, Listing, NewsCategory } from './copy/news-types';
import { buttonContainer, cover, dynamicGrid, headline, imageText, numbers, page, relatedLinks, richText, splitBanner, type Built, type ButtonSpec, type L } from './shared';
import { afterParagraph, ctaComponent, pictureComponent, quoteComponent, richTextBlock, type RichParts } from './inline';
import { articleGrid, articlesSlider, author, CATEGORY_TAGS, insightAuthor, personOfDepartment, readingMinutes, sliderArticles, sliderNews } from './editorial-blocks';

const ARTICLE_ROOT = '/news-detail';
const INSIGHT_ROOT = '/halcyon-expert-insight';

const codenameOf = (path: string): string => `page_${path.replace(/^\//, '').replace(/[-/]/g, '_')}`;
const newestFirst = <T extends { date: string }>(list: T[]): T[] => [...list].sort((a, b) => b.date.localeCompare(a.date));

/** Who signs a category's news: the first person of this department (spec 3.8 authorPerson). */
const AUTHOR_DEPARTMENT: Record<NewsCategory, string> = {
  brokerage_news: 'sales',
  charter_news: 'charter',
  company_news: 'management',
  new_construction_news: 'new_build',
  lifestyle: 'marketing',
};
const INSIGHT_AUTHOR_OFFICE: Record<string, string> = { 'Charles Whitmore': 'london', 'Pieter van der Linden': 'monaco', 'Isabel Ferrer': 'palma' };

const articles = newestFirst([...marketArticles, ...companyArticles, ...lifestyleArticles]);
const articlePath = (a: Article): string => `${ARTICLE_ROOT}/${a.slug}`;

/** The page codenames of the newest articles, for other pages' "more news" sliders. */
export const latestArticlePages = (count: number): string[] => articles.slice(0, count).map((a) => codenameOf(articlePath(a)));
const insightPath = (i: Insight): string => `${INSIGHT_ROOT}/${i.slug}`;
const tileTitle = (a: { title: L; short?: L }): L => a.short ?? a.title;

const CONTACTS: Record<NewsCategory, { to: string; text: L }> = {
  brokerage_news: { to: '/contact-a-yacht-broker', text: { en: 'Contact a yacht broker', es: 'Contactar con un bróker' } },
  charter_news: { to: '/contact-a-charter-broker', text: { en: 'Contact a charter broker', es: 'Contactar con un bróker de chárter' } },
  new_construction_news: { to: '/contact-a-project-manager', text: { en: 'Contact a project manager', es: 'Contactar con un director de proyecto' } },
  company_news: { to: '/contact-superyacht-company', text: lc.contact },
  lifestyle: { to: '/contact-superyacht-company', text: lc.contact },
};

/** The caption of an article's picture, by category. */
const CAPTIONS: Record<NewsCategory, L> = {
  brokerage_news: { en: 'A yacht for sale, photographed for her listing', es: 'Un yate en venta, fotografiado para su anuncio' },
  charter_news: { en: 'On charter: a week planned around the guests', es: 'De chárter: una semana pensada para los invitados' },
  company_news: { en: 'Halcyon Yachts at work on the Mediterranean', es: 'Halcyon Yachts trabajando en el Mediterráneo' },
  new_construction_news: { en: 'A new build takes shape at the yard', es: 'Una nueva construcción toma forma en el astillero' },
  lifestyle: { en: 'Life aboard, between anchorages', es: 'La vida a bordo, entre fondeaderos' },
};

const listingOf = (category: NewsCategory): Listing => {
  const listing = newsListings.find((l) => l.category === category);
  if (!listing) throw new Error(`No news listing for category ${category}`);
  return listing;
};

const coverImage = (ctx: GeneratorContext, a: Article | Insight) => ctx.media.image({ subject: a.subject, key: `news-${a.slug}`, about: a.about });

/** Tags the article with its category (spec 3.9), which the page builder leaves empty. */
const withCategory = (ctx: GeneratorContext, category: NewsCategory): GeneratorContext => {
  const tag = (elements: Elements, lang: 'en' | 'es'): Elements => ({ ...elements, category_article: el.text(category), tags: el.text(CATEGORY_TAGS[category][lang]) });
  return {
    seed: ctx.seed,
    yachtCount: ctx.yachtCount,
    random: () => ctx.random(),
    faker: ctx.faker,
    media: ctx.media,
    items: () => ctx.items(),
    add: (item: ItemSpec) => {
      if (item.type !== 'page') return ctx.add(item);
      const { en, es } = item.variants;
      ctx.add({ ...item, variants: { en: tag(en, 'en'), ...(es ? { es: tag(es, 'es') } : {}) } });
    },
  };
};

const article = (ctx: GeneratorContext, a: Article, index: number): void => {
  const p = codenameOf(articlePath(a));
  const listing = listingOf(a.category);
  const contact = CONTACTS[a.category];
  const toListing: ButtonSpec = { text: listing.title, to: listing.slug, theme: 'secondary' };
  const toContact: ButtonSpec = { text: contact.text, to: contact.to };
  const byline = personOfDepartment(ctx, AUTHOR_DEPARTMENT[a.category]);
  // Its own category first, then the newest of the others: six, so the slider always has more than a row.
  const more = [...articles.filter((o) => o.category === a.category && o !== a), ...articles.filter((o) => o.category !== a.category)].slice(0, 6);
  // What an editor inserts into the text (spec 3.2): a captioned picture, a call to action, the pull quote.
  const picture = pictureComponent(p, 'picture', { image: ctx.media.image({ subject: a.subject, key: `news-${a.slug}-inline`, about: a.about }), caption: CAPTIONS[a.category] });
  const cta = ctaComponent(p, 'cta', toContact);
  const quote = a.quote ? quoteComponent(p, 'quote', { quote: a.quote }) : null;
  const body = (lang: 'en' | 'es'): RichParts => {
    const [opening, rest] = afterParagraph(a.body[lang], 1);
    return [opening, picture, rest, cta];
  };
  const closing = (lang: 'en' | 'es'): RichParts => {
    const [opening, rest] = afterParagraph(a.more[lang], 1);
    return quote ? [opening, quote, rest] : [a.more[lang]];
  };
  const parts: Built[] = [
    cover(p, { title: a.title, subtitle: a.teaser, size: 'medium', image: coverImage(ctx, a) }),
    ...(byline ? [author(p, { person: byline, readingTime: readingMinutes(a.body.en, a.more.en) })] : []),
    richTextBlock(p, { en: body('en'), es: body('es') }),
    richTextBlock(p, { en: closing('en'), es: closing('es') }),
    ...(a.facts ? [numbers(p, { items: a.facts, grey: !a.quote })] : []),
    // Alternate the closing block so neighbouring articles do not end the same way.
    index % 2 === 0
      ? relatedLinks(p, { headline: lc.related.headline, textLeft: lc.related.left, textRight: lc.related.right, buttons: [toListing, toContact] })
      : buttonContainer(p, [toContact, toListing]),
    ...(more.length > 0 ? [articlesSlider(p, { title: lc.moreHeadline, pages: more.map((m) => codenameOf(articlePath(m))), link: toListing, grey: true })] : []),
  ];
  const long = a.title.en.length > 40 || a.title.es.length > 40;
  page(
    withCategory(ctx, a.category),
    {
      codename: p,
      slug: { en: articlePath(a), es: articlePath(a) },
      title: a.title,
      description: a.teaser,
      pageType: 'news',
      additionalInfoTitle: tileTitle(a),
      additionalInfoDescription: a.teaser,
      ...(long ? { breadcrumbsTitle: tileTitle(a) } : {}),
      ogContentType: 'article',
      lastModified: a.date,
      startDate: a.date,
    },
    parts,
  );
};

const sectionsAsH2 = (html: string): string => html.replace(/<(\/?)h3>/g, '<$1h2>');

const insight = (ctx: GeneratorContext, i: Insight, others: Insight[]): void => {
  const p = codenameOf(insightPath(i));
  const [first, second] = others;
  const writer = insightAuthor(ctx, i.author, INSIGHT_AUTHOR_OFFICE[i.author.name] ?? 'monaco', 'management');
  const parts: Built[] = [
    // The author block names the writer, so the cover carries the teaser.
    cover(p, { title: i.title, subtitle: i.teaser, size: 'medium', image: coverImage(ctx, i) }),
    author(p, { person: writer, readingTime: readingMinutes(i.body.en, i.more.en) }),
    // With the teaser in the cover, the insight's sections are the page's second heading level.
    richText(p, { en: sectionsAsH2(i.body.en + i.more.en), es: sectionsAsH2(i.body.es + i.more.es) }),
    imageText(p, {
      title: { en: i.author.name, es: i.author.name },
      html: { en: `<p><strong>${i.author.role.en}</strong></p>${i.author.bio.en}`, es: `<p><strong>${i.author.role.es}</strong></p>${i.author.bio.es}` },
      image: ctx.media.image({
        subject: 'portrait',
        key: `insight-author-${i.slug}`,
        about: { en: `Portrait of ${i.author.name}`, es: `Retrato de ${i.author.name}` },
        name: i.author.name,
      }),
      position: 'left',
      grey: true,
    }),
    ...(first && second
      ? [
          relatedLinks(p, {
            headline: lc.insightsTitle,
            textLeft: first.teaser,
            textRight: second.teaser,
            buttons: [
              { text: tileTitle(first), to: insightPath(first) },
              { text: tileTitle(second), to: insightPath(second), theme: 'secondary' },
            ],
          }),
        ]
      : []),
  ];
  page(
    ctx,
    {
      codename: p,
      slug: { en: insightPath(i), es: insightPath(i) },
      title: i.title,
      description: i.teaser,
      pageType: 'editorials',
      additionalInfoTitle: tileTitle(i),
      additionalInfoDescription: i.teaser,
      breadcrumbsTitle: tileTitle(i),
      ogContentType: 'article',
      lastModified: i.date,
    },
    parts,
  );
};

const feature = (ctx: GeneratorContext, p: string, a: Article, position: 'left' | 'right', grey: boolean): Built =>
  imageText(p, {
    title: a.title,
    html: { en: `<p>${a.teaser.en}</p>`, es: `<p>${a.teaser.es}</p>` },
    image: coverImage(ctx, a),
    position,
    grey,
    buttons: [{ text: lc.readMore, to: articlePath(a) }],
  });

const FEATURED: L = { en: 'Featured stories', es: 'Historias destacadas' };
const CHARTER_NEWS: L = { en: 'From our charter desk', es: 'Desde nuestro departamento de chárter' };
const ALL_OF = (listing: Listing): L => ({ en: `All ${listing.title.en.toLowerCase()}`, es: `${listing.title.es}: todos los artículos` });
/** The newest article of each category, for the landing's featured slider. */
const featured = articles.filter((a, i) => articles.findIndex((b) => b.category === a.category) === i).slice(0, 4);

const listingPage = (ctx: GeneratorContext, listing: Listing, index: number): void => {
  const p = codenameOf(listing.slug);
  const own = listing.category ? articles.filter((a) => a.category === listing.category) : articles;
  const [latest, second, third] = own;
  const landing = listing.category === null;
  const latestInsight = newestFirst(insights)[0];
  const parts: Built[] = [
    cover(p, {
      title: listing.title,
      subtitle: listing.subtitle,
      size: landing ? 'large' : 'medium',
      image: ctx.media.image({ subject: listing.subject, key: `news-listing${listing.slug.replace(/\//g, '-')}`, about: listing.about }),
    }),
    headline(p, { text: listing.headline, position: landing ? 'center' : 'left' }),
    richText(p, listing.intro),
    ...(latest ? [feature(ctx, p, latest, index % 2 === 0 ? 'right' : 'left', index % 3 === 1)] : []),
    ...(landing
      ? [
          sliderArticles(p, { title: FEATURED, pages: featured.map((a) => codenameOf(articlePath(a))) }),
          dynamicGrid(p, { title: lc.latestTitle, category: 'news', order: 'newest', count: 6, grey: true }),
          sliderNews(p, { title: CHARTER_NEWS, category: 'charter_news', count: 6 }),
        ]
      : [articleGrid(p, { title: ALL_OF(listing), pages: own.map((a) => codenameOf(articlePath(a))), grey: true })]),
  ];
  if (landing && latestInsight) {
    parts.push(
      splitBanner(p, {
        title: lc.insightsTitle,
        html: lc.insightsHtml,
        image: coverImage(ctx, latestInsight),
        buttons: [{ text: tileTitle(latestInsight), to: insightPath(latestInsight) }],
      }),
      buttonContainer(p, [
        { text: lc.events, to: '/yachting-events' },
        { text: lc.contact, to: '/contact-superyacht-company', theme: 'secondary' },
      ]),
    );
  } else if (second && third) {
    parts.push(
      relatedLinks(p, {
        headline: lc.moreHeadline,
        textLeft: second.teaser,
        textRight: third.teaser,
        buttons: [
          { text: tileTitle(second), to: articlePath(second) },
          { text: tileTitle(third), to: articlePath(third), theme: 'secondary' },
        ],
      }),
    );
  }
  const children = [...own.map((a) => codenameOf(articlePath(a))), ...(landing ? insights.map((i) => codenameOf(insightPath(i))) : [])];
  page(
    ctx,
    {
      codename: p,
      slug: { en: listing.slug, es: listing.slug },
      title: listing.title,
      description: listing.description,
      sitemapPriority: landing ? 0.8 : 0.5,
      childPages: children,
      lastModified: latest?.date,
    },
    parts,
  );
};

export const generateNewsPages = (ctx: GeneratorContext): void => {
  newsListings.forEach((listing, i) => listingPage(ctx, listing, i));
  articles.forEach((a, i) => article(ctx, a, i));
  insights.forEach((i) =>
    insight(
      ctx,
      i,
      insights.filter((other) => other !== i),
    ),
  );
};
