/** quote_people_component (spec 3.10 Quote): a quote beside an optional picture. */
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Picture } from '../ui/editorial/Picture';
import { Section } from '../ui/Section';
import { cx } from '../ui/tokens';
import { Quote } from './Quote';

export function QuotePeople({ image, background, t, edit, ...quote }: BlockProps<'quote_people_component', 't' | 'edit'>) {
  return (
    <Section background={background} className="py-12 md:py-20">
      <Container width={image ? 'full' : 'narrow'}>
        <div className={cx('grid items-center gap-8', image && 'md:grid-cols-2 md:gap-14')}>
          {image?.isImage ? (
            <div className="yc-media" {...edit('image')}>
              <Picture url={image.url} alt={image.alt} widths={[960, 640, 1440]} sizes="(min-width: 768px) 50vw, 100vw" className="yc-img" />
            </div>
          ) : null}
          <Quote {...quote} staffLabel={t('quotePeople.staff')} quoteEdit={edit('quote')} personEdit={edit(quote.isStaffMember ? 'person' : 'person_name')} />
        </div>
      </Container>
    </Section>
  );
}
