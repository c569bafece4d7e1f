/** office_map_component (spec 2.16, 2.7, 3.8): the offices on a map, with the office selector and the legend. */
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { OfficeExplorer } from './OfficeExplorer.client';
import { wordsOf } from '../../schema/words';

export function OfficeMap({ locale, background, headline, text, offices, t, edit }: BlockProps<'office_map_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'offices');
  if (offices.length === 0) return null;
  return (
    <Section background={background} className="py-14 md:py-20">
      <Container>
        <BlockHead text={headline} {...edit('headline')}>
          {text ? (
            <p className="mt-5 max-w-2xl text-body" {...edit('text')}>
              {text}
            </p>
          ) : null}
        </BlockHead>
        <div className={headline || text ? 'mt-10' : ''} {...edit('offices')}>
          <OfficeExplorer source={{ offices }} labels={labels} locale={locale} theme="light" headline={labels.selectOffice} headingLevel={headline ? 'h3' : 'h2'} />
        </div>
      </Container>
    </Section>
  );
}
