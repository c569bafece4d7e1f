/** Shapes of the news copy (spec 3.9): articles, expert insights and listings. */
import type { ImageSubject } from '../../context';
import type { L, NumberSpec } from '../shared';

/** The news categories of spec 3.9, one per listing page. */
export type NewsCategory = 'company_news' | 'lifestyle' | 'brokerage_news' | 'charter_news' | 'new_construction_news';

export type Article = {
  slug: string;
  category: NewsCategory;
  /** When the article was last edited (ISO). */
  date: string;
  subject: ImageSubject;
  title: L;
  /** Tile and breadcrumb title, for titles too long to show there. */
  short?: L;
  teaser: L;
  about: L;
  /** The opening paragraphs. */
  body: L;
  /** A pull quote set between the opening and the rest. */
  quote?: L;
  /** The closing paragraphs. */
  more: L;
  facts?: NumberSpec[];
};

export type Insight = Omit<Article, 'category' | 'facts' | 'quote'> & {
  author: { name: string; role: L; bio: L };
};

export type Listing = {
  slug: string;
  /** null for the listing that gathers every category. */
  category: NewsCategory | null;
  subject: ImageSubject;
  title: L;
  description: L;
  subtitle: L;
  about: L;
  headline: L;
  intro: L;
};
