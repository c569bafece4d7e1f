/** faq_rich_text: a passage of an FAQ page at the questions' reading width. */
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';

export function FaqRichText({ title, text, background, edit, renderRichText }: BlockProps<'faq_rich_text', 'edit' | 'renderRichText'>) {
  return (
    <Section background={background} className="py-10 md:py-14">
      <Container width="narrow">
        {title ? (
          <Heading as="h2" size="lg" color="blue-dark" className="mb-5" {...edit('title')}>
            {title}
          </Heading>
        ) : null}
        <div className="text-body" {...edit('text')}>
          {renderRichText(text)}
        </div>
      </Container>
    </Section>
  );
}
