/** richtext_component: editorial text at a comfortable reading width. */
import type { ReactNode } from 'react';
import type { RichTextProps } from '../../schema/components/richtext_component';
import type { ElementEditor, RichTextRenderer } from '../../schema/define';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';

export function RichText({
  content,
  background,
  renderRichText,
  edit,
}: RichTextProps & { renderRichText: RichTextRenderer<ReactNode>; edit: ElementEditor }) {
  return (
    <Section background={background} className="py-8 md:py-12">
      <Container width="text" className="text-body" {...edit('content')}>
        {renderRichText(content)}
      </Container>
    </Section>
  );
}
