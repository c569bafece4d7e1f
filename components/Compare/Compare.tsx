/**
 * compare_component (spec 2.11): the comparison section. The page is cached for every visitor, so
 * it carries no yachts: the island reads the visitor's shortlist (or a shared link) and fetches
 * the aligned rows from the compare route.
 */
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { CompareLoader } from './CompareLoader.lazy.client';
import { compareLabels } from './labels';

export function Compare({ locale, links, background, t }: BlockProps<'compare_component', 't' | 'edit'>) {
  const labels = compareLabels(t, locale);
  return (
    <Section background={background} className="py-10 md:py-16" aria-labelledby="compare-heading">
      <Container>
        <h2 id="compare-heading" className="sr-only">
          {labels.title}
        </h2>
        <CompareLoader locale={locale} links={links} labels={labels} />
      </Container>
    </Section>
  );
}
