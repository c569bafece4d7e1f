/** richtext_component: editorial text at a comfortable reading width. */
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';

export function RichText({ content, background, renderRichText, edit }: BlockProps<'richtext_component', 'renderRichText' | 'edit'>) {
  return (
    <Section background={background} className="py-8 md:py-12">
      <Container width="text" className="text-body" {...edit('content')}>
        {renderRichText(content)}
      </Container>
    </Section>
  );
}
