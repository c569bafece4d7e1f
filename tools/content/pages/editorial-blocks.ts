/**
 * Builders for the article, news and people blocks (spec 3.8-3.10, 5.3) and the staff they show:
 * the news pages, /about and /offices-and-people place them. People are the catalogue's person
 * items (catalogue/people.ts), found by office or department among the items generated so far.
 */
import type { NewsCategory } from '../../../schema/constants/editorial';
import type { GeneratorContext } from '../context';
import { escapeHtml } from '../html';
import { el, toCodename, type ItemSpec, type LanguageCodename } from '../kontent';
import { OFFICES } from '../catalogue/office-data';
import { personPageSlug } from '../catalogue/offices';
import { both, buttons, type Built, type ButtonSpec, type ElementsFor, type L } from './shared';

const bg = (grey?: boolean) => ({ background_color__options: el.choice(grey ? 'grey' : 'white') });
const text = (value: L | undefined, lang: 'en' | 'es') => el.text(value?.[lang] ?? '');

export const articleGrid = (prefix: string, g: { title?: L; pages: string[]; format?: 'landscape' | 'square' | 'portrait'; linkText?: L; grey?: boolean }): Built =>
  both(
    (lang) => ({
      title: text(g.title, lang),
      articles: el.linked(...g.pages),
      image_format: el.choice(g.format ?? 'landscape'),
      tile_link_text: text(g.linkText, lang),
      ...bg(g.grey),
    }),
    prefix,
    'article_grid_component',
  );

export const articlesSlider = (prefix: string, s: { title?: L; pages: string[]; link?: ButtonSpec; grey?: boolean }): Built => {
  const link = buttons(prefix, s.link ? [s.link] : []);
  return both(
    (lang) => ({ title: text(s.title, lang), articles: el.linked(...s.pages), tile_link_text: el.text(''), link: el.linked(...link.codenames), ...bg(s.grey) }),
    prefix,
    'articles_slider_component',
    link.items,
  );
};

export const sliderArticles = (prefix: string, s: { title?: L; pages: string[]; linkText?: L; grey?: boolean }): Built =>
  both((lang) => ({ title: text(s.title, lang), articles: el.linked(...s.pages), tile_link_text: text(s.linkText, lang), ...bg(s.grey) }), prefix, 'slider_articles_component');

/** Spec 5.3: 'manual_slides' shows `slides`; a category shows its newest pages. */
export const sliderNews = (prefix: string, s: { title?: L; category: NewsCategory | 'manual_slides'; slides?: string[]; count?: number; greyTiles?: boolean; grey?: boolean }): Built =>
  both(
    (lang) => ({
      title: text(s.title, lang),
      selected_news_category: el.choice(s.category),
      slides: el.linked(...(s.slides ?? [])),
      count: el.number(s.count ?? null),
      tile_background: el.choice(s.greyTiles ? 'grey' : 'white'),
      ...bg(s.grey),
    }),
    prefix,
    'slider_news_component',
  );

export const author = (prefix: string, a: { person: string; readingTime: number; page?: string }): Built =>
  both(
    () => ({ author_name: el.text(''), author_url: el.text(''), author_page: el.linked(...(a.page ? [a.page] : [])), author_person: el.linked(a.person), reading_time: el.number(a.readingTime) }),
    prefix,
    'author_component',
  );

export const headerPeople = (prefix: string, h: { heading: L; text?: L; alignment?: 'left' | 'right' | 'center'; people: string[]; grey?: boolean }): Built =>
  both(
    (lang) => ({ heading: text(h.heading, lang), text: text(h.text, lang), text_alignment: el.choice(h.alignment ?? 'center'), pictures_of_people: el.linked(...h.people), ...bg(h.grey) }),
    prefix,
    'header_people_component',
  );

export const sliderPeople = (prefix: string, s: { headline?: L; size?: 'small' | 'medium' | 'large'; people: string[]; grey?: boolean }): Built =>
  both((lang) => ({ headline: text(s.headline, lang), headline_size: el.choice(s.size ?? 'small'), people: el.linked(...s.people), ...bg(s.grey) }), prefix, 'slider_people_component');

/** A quote of a member of staff (`person`) or of anyone else (`name`, `role`). */
export type QuoteSpec = { quote: L; person?: string; name?: string; role?: L; icon?: boolean; image?: ReturnType<GeneratorContext['media']['image']>; grey?: boolean };

/** A quote's elements in one language, as an item or as a component in rich text. */
export const quoteElements = (q: QuoteSpec, lang: LanguageCodename): ElementsFor<'quote_people_component'> => ({
  quote: el.text(q.quote[lang]),
  image: q.image ? el.dam(q.image) : el.dam(),
  is_staff_member: q.person ? el.choice('yes') : el.choice(),
  person: el.linked(...(q.person ? [q.person] : [])),
  person_name: el.text(q.name ?? ''),
  person_role: text(q.role, lang),
  profile_image: el.dam(),
  profile_link: el.text(''),
  show_icon: q.icon === false ? el.choice() : el.choice('yes'),
  ...bg(q.grey),
});

export const quotePeople = (prefix: string, q: QuoteSpec): Built => both((lang) => quoteElements(q, lang), prefix, 'quote_people_component');

export const sliderQuote = (prefix: string, s: { title?: L; quotes: QuoteSpec[]; grey?: boolean }): Built => {
  const quotes = s.quotes.map((q) => quotePeople(prefix, q));
  return both(
    (lang) => ({ title: text(s.title, lang), quotes: el.linked(...quotes.map((q) => q.codename)), ...bg(s.grey) }),
    prefix,
    'slider_quote_component',
    quotes.flatMap((q) => q.items),
  );
};

// Staff, found among the generated person items.

type PersonItem = ItemSpec & { type: 'person' };
const people = (ctx: GeneratorContext): PersonItem[] => ctx.items().filter((item): item is PersonItem => item.type === 'person');
const linkedCodenames = (value: unknown): string[] =>
  typeof value === 'object' && value !== null && 'value' in value && Array.isArray(value.value) ? value.value.filter((v): v is string => typeof v === 'string') : [];
const taxonomyCodename = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null || !('value' in value) || !Array.isArray(value.value)) return undefined;
  const first: unknown = value.value[0];
  return typeof first === 'object' && first !== null && 'codename' in first && typeof first.codename === 'string' ? first.codename : undefined;
};

/** The people of one office (catalogue key, e.g. 'monaco'), in roster order. */
export const peopleOfOffice = (ctx: GeneratorContext, officeKey: string): string[] =>
  people(ctx)
    .filter((p) => linkedCodenames(p.variants.en.office).includes(`office_${officeKey}`))
    .map((p) => p.codename);

/** One person of each department, in roster order, up to `max`, for a team slider. */
export const teamAcrossOffices = (ctx: GeneratorContext, max: number): string[] => {
  const seen = new Map<string, number>();
  const picked: string[] = [];
  for (const p of people(ctx)) {
    const department = taxonomyCodename(p.variants.en.department) ?? '';
    const count = seen.get(department) ?? 0;
    if (count >= 1 || picked.length >= max) continue;
    seen.set(department, count + 1);
    picked.push(p.codename);
  }
  return picked;
};

/** The first person of a department (e.g. 'charter'), who signs that category's news. */
export const personOfDepartment = (ctx: GeneratorContext, department: string): string | undefined => people(ctx).find((p) => taxonomyCodename(p.variants.en.department) === department)?.codename;

/**
 * An expert insight's author as a person item (spec 3.8 authorPerson), added once: the insights
 * name staff who are not on the office roster. The office is the one their role names.
 */
export const insightAuthor = (ctx: GeneratorContext, a: { name: string; role: L; bio: L }, officeKey: string, department: string): string => {
  const codename = `person_${toCodename(a.name)}`;
  if (ctx.items().some((item) => item.codename === codename)) return codename;
  const office = OFFICES.find((o) => o.key === officeKey);
  const [first = a.name, ...rest] = a.name.split(' ');
  const photo = ctx.media.image({ subject: 'portrait', key: `insight-author-${codename}`, about: { en: `Portrait of ${a.name}`, es: `Retrato de ${a.name}` }, name: a.name });
  const elements = (lang: 'en' | 'es') => ({
    first_name: el.text(first),
    last_name: el.text(rest.join(' ')),
    job_title: el.text(a.role[lang].split(',')[0] ?? a.role[lang]),
    department: el.taxonomy('department', department),
    office: el.linked(`office_${officeKey}`),
    photo: el.dam(photo),
    person_data: el.custom(
      JSON.stringify({
        firstname: first,
        lastname: rest.join(' '),
        fullname: a.name,
        primaryemail: `${toCodename(a.name).replace(/_/g, '.')}@halcyonyachts.example`,
        photourl: photo.url,
        title: a.role[lang],
        office: { name: OFFICES.find((o) => o.key === officeKey)?.name[lang] ?? officeKey },
      }),
    ),
    biography: el.richText(a.bio[lang] || `<p>${escapeHtml(a.name)}</p>`),
    url_slug: el.text(office ? personPageSlug(office, a.name, lang) : ''),
  });
  ctx.add({ type: 'person', codename, name: a.name, variants: { en: elements('en'), es: elements('es') } });
  return codename;
};

/** Whole minutes at 200 words a minute, for the byline (spec 3.8 readingTime). */
export const readingMinutes = (...html: string[]): number => {
  const words = html
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
};

/** Spec 5.3 tags of a news category's articles, comma-separated as editors type them. */
export const CATEGORY_TAGS: Record<NewsCategory, L> = {
  brokerage_news: { en: 'Brokerage, Yacht market, Sales', es: 'Compraventa, Mercado de yates, Ventas' },
  charter_news: { en: 'Charter, Destinations, Guests', es: 'Chárter, Destinos, Invitados' },
  company_news: { en: 'Halcyon, Company, Team', es: 'Halcyon, Empresa, Equipo' },
  new_construction_news: { en: 'New build, Shipyards, Design', es: 'Nueva construcción, Astilleros, Diseño' },
  lifestyle: { en: 'Lifestyle, Travel, On board', es: 'Estilo de vida, Viajes, A bordo' },
  corporate___luxury_events: { en: 'Events, Boat shows', es: 'Eventos, Salones náuticos' },
};
