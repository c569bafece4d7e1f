/** content_share_component (spec 2.8, 2.16): the page's share options under a heading. */
import type { ContentShareProps } from '../../schema/components/content_share_component';
import type { ElementEditor } from '../../schema/define';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';
import type { SiteServices } from '../../schema/services';
import { wordsOf, type Translator } from '../../schema/words';
import { ShareOptions } from './ShareOptions.lazy.client';
import { absoluteUrl } from './share-links';

export function ContentShare({
  title,
  path,
  subject,
  background,
  t,
  services,
  edit,
}: ContentShareProps & { t: Translator; services: SiteServices; edit: ElementEditor }) {
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
