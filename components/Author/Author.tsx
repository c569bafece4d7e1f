/**
 * author_component (spec 3.8 Author): the byline of an article or expert insight: the author's
 * photo, name (linked to their page or site), job title and office, and the reading time.
 */
import type { BlockProps } from '../ui/block';
import { linkTarget } from '../../schema/links';
import { Container } from '../ui/Container';
import { Picture } from '../ui/editorial/Picture';
import { Section } from '../ui/Section';

export function Author({ name, jobTitle, office, photo, href, external, readingTime, background, t, edit }: BlockProps<'author_component', 't' | 'edit'>) {
  if (!name) return null;
  const role = [jobTitle, office].filter(Boolean).join(', ');
  return (
    <Section background={background} className="py-8">
      <Container width="text">
        <div className="ed-byline" {...edit('author_person')}>
          {photo?.isImage ? (
            <Picture url={photo.url} alt="" widths={[160]} className="ed-face" />
          ) : (
            <span className="ed-face ed-initial" aria-hidden="true">
              {name.slice(0, 1)}
            </span>
          )}
          <div>
            <p className="text-sm text-body">{t('author.by')}</p>
            <p className="text-lg font-semibold tracking-wide text-navy uppercase" {...edit('author_name')}>
              {href ? (
                <a href={href} className="underline decoration-gold underline-offset-4 hover:text-gold-deep" {...(external ? linkTarget(href) : {})}>
                  {name}
                </a>
              ) : (
                name
              )}
            </p>
            {role ? <p className="text-sm text-body">{role}</p> : null}
            {readingTime ? (
              <p className="dg-date mt-1" {...edit('reading_time')}>
                {t('author.readingTime', { minutes: readingTime })}
              </p>
            ) : null}
          </div>
        </div>
      </Container>
    </Section>
  );
}
