/**
 * search_page_component (spec 2.10): the intro and the search island. The island needs the
 * request (the URL's search state and whether the visitor is on a phone), which only the search
 * page route has; placed on any other page it links to the search page instead.
 */
import type { SearchPageProps } from '../../schema/components/search_page_component';
import type { ElementEditor } from '../../schema/define';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import type { SearchAppProps } from './SearchApp.client';
import { SearchAppLoader } from './SearchAppLoader.client';

export type SearchPageContext = Omit<SearchAppProps, 'locale'> | null;

export function SearchPage({ intro, locale, background, edit, context, fallback }: SearchPageProps & { edit: ElementEditor; context: SearchPageContext; fallback: { href: string; text: string } }) {
  return (
    <Section background={background} className="py-10">
      {/* Tells the page-wide script that this is the search page (refer-to-search, spec 4.3). */}
      {context ? <span hidden data-search-page="" /> : null}
      <Container className="flex flex-col gap-6">
        {intro ? (
          <p className="max-w-3xl text-body" {...edit('intro')}>
            {intro}
          </p>
        ) : null}
        {context ? (
          <SearchAppLoader {...context} locale={locale} />
        ) : (
          <a href={fallback.href} className="self-start bg-navy px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase">
            {fallback.text}
          </a>
        )}
      </Container>
    </Section>
  );
}
