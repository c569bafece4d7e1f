/**
 * faq_widget_component: a few questions on a service page. With an FAQ page, each question links
 * to its answer there (`{page}#{id}`, opened on arrival) and a last link leads to all of them;
 * without one, the answers open in place.
 */
import type { BlockProps } from '../ui/block';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { FaqQuestions } from '../ui/faq/FaqQuestions';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';

export function FaqWidget({ title, questions, pageHref, linkText, background, t, edit, renderRichText }: BlockProps<'faq_widget_component', 't' | 'edit' | 'renderRichText'>) {
  if (questions.length === 0) return null;
  return (
    <Section background={background} className="py-12 md:py-16">
      <Container width="narrow">
        <Heading as="h2" size="lg" color="blue-dark" className="mb-6" {...edit('title')}>
          {title ?? t('faqWidget.title')}
        </Heading>
        {pageHref ? (
          <>
            <ul className="border-t border-navy/15" {...edit('faq_items')}>
              {questions.map((question) => (
                <li key={question.id}>
                  <a className="faq-wq" href={`${pageHref}#${question.id}`}>
                    {question.question}
                  </a>
                </li>
              ))}
            </ul>
            <div className="faq-cta" {...edit('link_text')}>
              <Button href={pageHref} theme="link">
                {linkText ?? t('faqWidget.allQuestions')}
              </Button>
            </div>
          </>
        ) : (
          <FaqQuestions questions={questions} renderRichText={renderRichText} edit={edit} />
        )}
      </Container>
    </Section>
  );
}
