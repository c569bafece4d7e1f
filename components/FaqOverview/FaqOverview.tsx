/** faq_overview (spec 3.10): a topic's picture beside its title, questions and call to action. */
import type { BlockProps } from '../ui/block';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { FaqQuestions } from '../ui/faq/FaqQuestions';
import { BlockHead } from '../ui/BlockHead';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';

export function FaqOverview({ title, image, cta, questions, background, t, edit, renderRichText }: BlockProps<'faq_overview', 't' | 'edit' | 'renderRichText'>) {
  if (questions.length === 0) return null;
  return (
    <Section background={background} className="py-14 md:py-20">
      <Container className={image ? 'faq-two' : undefined}>
        {image ? (
          <div className="faq-media" {...edit('dam_image')}>
            <Media media={image} fill sizes="(min-width: 768px) 50vw, 100vw" />
          </div>
        ) : null}
        <div>
          <BlockHead text={title ?? t('faqOverview.title')} rule {...edit('title')} />
          <FaqQuestions questions={questions} renderRichText={renderRichText} edit={edit} />
          {cta ? (
            <div className="faq-cta" {...edit('cta_text')}>
              <Button href={cta.href}>{cta.text}</Button>
            </div>
          ) : null}
        </div>
      </Container>
    </Section>
  );
}
