/** content_share_component (spec 2.8, 2.16): the page's share options under a heading. */
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';
import { wordsOf } from '../../schema/words';
import { ShareOptions } from './ShareOptions.lazy.client';
import { absoluteUrl } from './share-links';

export function ContentShare({ title, path, subject, background, t, services, edit }: BlockProps<'content_share_component', 't' | 'services' | 'edit'>) {
  if (path === null) return null;
  const labels = wordsOf(t, 'yacht.share');
  return (
    <Section background={background} className="py-12 md:py-16" aria-labelledby="share-heading">
      <Container width="narrow" className="text-center">
        <Heading as="h2" size="md" color="blue-dark" id="share-heading" {...edit('title')}>
          {title ?? labels.title}
        </Heading>
        <span aria-hidden="true" className="mx-auto mt-4 mb-7 block h-px w-12 bg-gold" />
        <ShareOptions url={absoluteUrl(services.siteUrl, path)} subject={subject} labels={labels} />
      </Container>
    </Section>
  );
}
