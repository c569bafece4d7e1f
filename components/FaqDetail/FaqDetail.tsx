/** faq_detail_component (spec 3.10): every question and answer of its topics, each topic under its title. */
import type { BlockProps } from '../ui/block';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { FaqQuestions } from '../ui/faq/FaqQuestions';
import { BlockHead } from '../ui/BlockHead';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';

export function FaqDetail({ title, introduction, groups, background, t, edit, renderRichText }: BlockProps<'faq_detail_component', 't' | 'edit' | 'renderRichText'>) {
  const shown = groups.filter((group) => group.questions.length > 0);
  if (shown.length === 0) return null;
  // One topic is the block: its title is the heading. Several get a block title and a heading each.
  const single = shown.length === 1 && !title;
  return (
    <Section background={background} className="py-14 md:py-20">
      <Container width="narrow">
        {single ? null : <BlockHead text={title ?? t('faqDetail.title')} rule {...edit('title')} />}
        {introduction ? (
          <div className="mb-10 text-body" {...edit('introduction')}>
            {renderRichText(introduction)}
          </div>
        ) : null}
        {shown.map((group) => (
          <div key={group.itemId} className="faq-group">
            <Heading as={single ? 'h2' : 'h3'} size={single ? '2xl' : 'lg'} color="blue-dark" className="mb-6" {...edit('title', group.itemId)}>
              {group.title}
            </Heading>
            <FaqQuestions questions={group.questions} renderRichText={renderRichText} edit={edit} />
            {group.cta ? (
              <div className="faq-cta" {...edit('cta_text', group.itemId)}>
                <Button href={group.cta.href} theme="secondary">
                  {group.cta.text}
                </Button>
              </div>
            ) : null}
          </div>
        ))}
      </Container>
    </Section>
  );
}
