/** Yachting events (spec 2.2 /yachting-events, 3.9 event tiles): the listing and one page per show. */
import type { GeneratorContext } from '../context';
import type { LanguageCodename } from '../kontent';
import { eventsListing as c } from './copy/events-listing';
import { showsA } from './copy/events-shows';
import { showsB } from './copy/events-shows-2027';
import type { YachtingEvent } from './copy/events-types';
import { venueParts } from './itineraries';
import { bigNumbers, buttonContainer, cover, headline, imageText, page, relatedLinks, richText, splitBanner, type Built, type L } from './shared';

const ROOT = '/yachting-events';
const CONTACT = '/contact-superyacht-company';
/** The show the listing puts first: the next one after the content was written. */
const FEATURED = 'antigua-charter-yacht-show-2026';

const events = [...showsA, ...showsB].sort((a, b) => a.start.localeCompare(b.start));
const pathOf = (e: YachtingEvent): string => `${ROOT}/${e.slug}`;
const codenameOf = (e: YachtingEvent): string => `page_${pathOf(e).slice(1).replace(/[-/]/g, '_')}`;

/** Spec 9.2 eventType: what kind of show it is, a codename the search index names in each language. */
const eventType = (e: YachtingEvent): string => {
  if (/charter|mediterranean-yacht-show/.test(e.slug)) return 'charter_show';
  if (/mets/.test(e.slug)) return 'trade_show';
  if (/monaco-yacht-show|singapore-yacht-show/.test(e.slug)) return 'superyacht_show';
  return 'boat_show';
};

const LOCALES: Record<LanguageCodename, string> = { en: 'en-GB', es: 'es-ES' };
const part = (iso: string, lang: LanguageCodename, option: 'day' | 'month' | 'year'): string =>
  new Intl.DateTimeFormat(LOCALES[lang], { [option]: option === 'month' ? 'long' : 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** "23–26 September 2026" / "del 23 al 26 de septiembre de 2026"; the shows never span a new year. */
const dateRange = (e: YachtingEvent, lang: LanguageCodename): string => {
  const [d1, d2] = [part(e.start, lang, 'day'), part(e.end, lang, 'day')];
  const [m1, m2] = [part(e.start, lang, 'month'), part(e.end, lang, 'month')];
  const year = part(e.end, lang, 'year');
  if (lang === 'es') return m1 === m2 ? `del ${d1} al ${d2} de ${m1} de ${year}` : `del ${d1} de ${m1} al ${d2} de ${m2} de ${year}`;
  return m1 === m2 ? `${d1}–${d2} ${m1} ${year}` : `${d1} ${m1} – ${d2} ${m2} ${year}`;
};
const both = (f: (lang: LanguageCodename) => string): L => ({ en: f('en'), es: f('es') });
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const eventPage = (ctx: GeneratorContext, e: YachtingEvent, index: number): void => {
  const p = codenameOf(e);
  const image = ctx.media.image({ subject: 'event', key: `event-${e.slug}`, about: e.about });
  const presenceImage = ctx.media.image({ subject: 'event', key: `event-${e.slug}-halcyon`, about: e.presence.about });
  const details = both(
    (lang) =>
      `${e.body[lang]}<h3>${c.details[lang]}</h3><ul><li><strong>${c.labels.dates[lang]}</strong>: ${dateRange(e, lang)}</li><li><strong>${c.labels.venue[lang]}</strong>: ${e.address[lang]}</li></ul>`,
  );
  // Alternate the Halcyon block between two layouts so the event pages do not all look alike.
  const presence: Built =
    index % 2 === 0
      ? imageText(p, { title: e.presence.title, html: e.presence.html, image: presenceImage, position: 'left', grey: true })
      : splitBanner(p, { title: e.presence.title, html: e.presence.html, image: presenceImage, horizontal: 'right' });
  page(
    ctx,
    {
      codename: p,
      slug: { en: pathOf(e), es: pathOf(e) },
      title: e.title,
      description: e.teaser,
      pageType: 'events',
      additionalInfoTitle: e.short ?? e.title,
      additionalInfoDescription: e.teaser,
      ...(e.short ? { breadcrumbsTitle: e.short } : {}),
      eventDate: e.start,
      startDate: e.start,
      endDate: e.end,
      address: e.address,
      category: eventType(e),
      lastModified: e.lastModified,
    },
    [
      cover(p, {
        title: e.title,
        subtitle: both((lang) => `${capitalise(dateRange(e, lang))} · ${e.venue[lang]}`),
        size: 'medium',
        image,
      }),
      headline(p, { text: e.teaser, level: 'h2', size: 'xl-futura', position: 'left' }),
      richText(p, details),
      ...venueParts(p, e.slug),
      presence,
      buttonContainer(p, [
        { text: c.labels.appointment, to: CONTACT },
        { text: c.labels.allEvents, to: ROOT, theme: 'secondary' },
      ]),
    ],
  );
};

/** The calendar as lists per year, each show linked to its page. */
const calendar = (lang: LanguageCodename): string => {
  const years = [...new Set(events.map((e) => e.start.slice(0, 4)))];
  return years
    .map((year) => {
      const items = events
        .filter((e) => e.start.startsWith(year))
        .map((e) => `<li><a href="${pathOf(e)}">${e.title[lang]}</a>: ${dateRange(e, lang)}, ${e.venue[lang]}</li>`)
        .join('');
      return `<h3>${year}</h3><ul>${items}</ul>`;
    })
    .join('');
};

const listing = (ctx: GeneratorContext): void => {
  const p = 'page_yachting_events';
  const featured = events.find((e) => e.slug === FEATURED);
  page(
    ctx,
    {
      codename: p,
      slug: { en: ROOT, es: ROOT },
      title: c.title,
      breadcrumbsTitle: c.breadcrumbsTitle,
      description: c.description,
      sitemapPriority: 0.8,
      childPages: events.map(codenameOf),
    },
    [
      cover(p, {
        title: c.cover.title,
        subtitle: c.cover.subtitle,
        size: 'large',
        image: ctx.media.image({ subject: 'event', key: 'events-listing-cover', about: c.cover.about }),
      }),
      headline(p, { text: c.headline }),
      richText(p, { en: c.intro.en + calendar('en'), es: c.intro.es + calendar('es') }),
      ...(featured
        ? [
            imageText(p, {
              title: both((lang) => `${c.featured[lang]}: ${featured.title[lang]}`),
              html: both((lang) => `<p>${capitalise(dateRange(featured, lang))}, ${featured.venue[lang]}.</p><p>${featured.teaser[lang]}</p>`),
              image: ctx.media.image({ subject: 'event', key: `event-${featured.slug}`, about: featured.about }),
              buttons: [{ text: c.details, to: pathOf(featured) }],
            }),
          ]
        : []),
      bigNumbers(p, {
        headline: c.figures.headline,
        grey: true,
        items: [
          { number: events.length, text: c.figures.shows },
          { number: 9, text: c.figures.countries },
          { number: 60, unit: { en: '+', es: '+' }, text: c.figures.brokers },
        ],
      }),
      relatedLinks(p, {
        headline: c.related.headline,
        textLeft: c.related.left,
        textRight: c.related.right,
        buttons: [
          { text: c.labels.appointment, to: CONTACT },
          { text: c.labels.news, to: '/yachting-news', theme: 'secondary' },
        ],
      }),
    ],
  );
};

export const generateEventPages = (ctx: GeneratorContext): void => {
  listing(ctx);
  events.forEach((e, i) => eventPage(ctx, e, i));
};
