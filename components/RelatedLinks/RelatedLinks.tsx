/** related_links_component (spec 5.3): two destinations side by side, each with its own text. */
import type { BlockProps } from '../ui/block';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../ui/Container';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';
import { cx } from '../ui/tokens';

/** Spec 5.3: the first link's text is text_left, the second's text_right. */
const TEXT_ELEMENTS = ['text_left', 'text_right'];

export function RelatedLinks({ headline, links, background, edit }: BlockProps<'related_links_component', 'edit'>) {
  if (links.length === 0) return null;
  return (
    <Section background={background} className="py-16 md:py-24">
      <Container>
        {headline ? (
          <Heading as="h2" size="lg" color="blue-dark" className="mb-10 text-center md:mb-14" {...edit('headline')}>
            {headline}
          </Heading>
        ) : null}
        <div className={cx('grid border-t border-navy/10', links.length > 1 && 'md:grid-cols-2')} {...edit('buttons')}>
          {links.map(({ text, button }, index) => (
            <div key={index} className={index > 0 ? 'rl-next' : 'rl-first'}>
              {text ? (
                <p className="rl-text" {...edit(TEXT_ELEMENTS[index] ?? 'text_right')}>
                  {text}
                </p>
              ) : null}
              <ButtonLink {...button} edit={edit} />
            </div>
          ))}
        </div>
      </Container>
    </Section>
  );
}
