/** header_people_component (spec 3.10 people pictures): a heading and text above the team's portraits, aligned as the editor chose. */
import type { BlockProps } from '../ui/block';
import type { TextAlignment } from '../../schema/constants/editorial';
import { Container } from '../ui/Container';
import { Picture } from '../ui/editorial/Picture';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { cx } from '../ui/tokens';

const ALIGN: Record<TextAlignment, { text: string; row: string }> = {
  left: { text: 'text-left', row: 'justify-start' },
  center: { text: 'text-center mx-auto', row: 'justify-center' },
  right: { text: 'text-right ml-auto', row: 'justify-end' },
};

export function HeaderPeople({ heading, text, alignment, people, background, t, edit }: BlockProps<'header_people_component', 't' | 'edit'>) {
  if (people.length === 0) return null;
  const align = ALIGN[alignment];
  return (
    <Section background={background} className="py-12 md:py-16">
      <Container className="flex flex-col gap-8">
        <div className={cx('flex max-w-3xl flex-col gap-3', align.text)}>
          <BlockHead text={heading ?? t('headerPeople.title')} {...edit('heading')}>
            {text ? (
              <p className="text-body" {...edit('text')}>
                {text}
              </p>
            ) : null}
          </BlockHead>
        </div>
        <ul className={cx('ed-faces', align.row)} {...edit('pictures_of_people')}>
          {people.map((p) => (
            <li key={p.codename}>
              <figure>
                {p.photo?.isImage ? (
                  <Picture url={p.photo.url} alt="" widths={[240]} className="ed-face-lg" />
                ) : (
                  <span className="ed-face-lg ed-initial" aria-hidden="true">
                    {p.fullName.slice(0, 1)}
                  </span>
                )}
                <figcaption>
                  <span className="block font-semibold text-navy">{p.fullName}</span>
                  {p.jobTitle ? <span className="block text-xs text-body">{p.jobTitle}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
