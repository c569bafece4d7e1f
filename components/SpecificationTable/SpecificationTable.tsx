/**
 * specification_table_component (spec 2.8, 3.3): the yacht's specification as a definition list,
 * lengths in metres and feet (the units switch beside the heading shows one).
 */
import { SPECIFICATION_SECTION_ID } from '../../schema/components/specification_table_component';
import { shownSpecValue } from '../../schema/components/specification_table_component.rows';
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { Preferences } from '../YachtHero/Preferences';
import { SpecValueText } from './spec-value';
import { wordsOf } from '../../schema/words';

export function SpecificationTable({ title, rows, background, locale, t, edit }: BlockProps<'specification_table_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'yacht');
  const data = wordsOf(t, 'yachtData');
  if (!rows || rows.length === 0) return null;
  return (
    <Section background={background} id={SPECIFICATION_SECTION_ID} className="scroll-mt-40 py-14 md:py-20" aria-labelledby="specification-heading">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <BlockHead text={title ?? labels.spec.title} id="specification-heading" {...edit('title')} />
            <span aria-hidden="true" className="mt-5 block h-px w-12 bg-gold" />
          </div>
          <Preferences labels={labels} currency={false} />
        </div>
        <dl className="yp-spec mt-10 grid gap-x-16 md:grid-cols-2" data-specification="">
          {rows.map((row) => (
            <div key={row.key}>
              <dt>{labels.spec[row.key]}</dt>
              <dd>
                <SpecValueText value={shownSpecValue(row.value, data)} labels={labels.spec} locale={locale} cabins={(kind, count) => t(`yacht.spec.cabinKinds.${kind}`, { count })} />
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </Section>
  );
}
