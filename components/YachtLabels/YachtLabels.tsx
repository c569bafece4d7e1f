/** yacht_labels_component (spec 2.8, 3.3): the yacht's key figures as a strip under the hero. */
import type { YachtLabel } from '../../schema/components/yacht_labels_component';
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { ByUnit } from '../ui/prefs/ByPreference';
import { Section } from '../ui/Section';
import { fill } from '../../schema/words';
import type { YachtLabels as Labels } from '../YachtHero/labels';
import { wordsOf } from '../../schema/words';

const valueOf = (label: YachtLabel, labels: Labels) => {
  switch (label.key) {
    case 'length':
      return <ByUnit m={label.value.m} ft={label.value.ft} />;
    case 'built':
      return (
        <>
          {label.value.built}
          {label.value.refit ? <span className="block text-xs font-normal tracking-[0.12em] text-body">{fill(labels.labels.refit, { year: label.value.refit })}</span> : null}
        </>
      );
    default:
      return label.value;
  }
};

export function YachtLabels({ figures, background, t }: BlockProps<'yacht_labels_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'yacht');
  if (!figures || figures.length === 0) return null;
  return (
    <Section background={background} className="border-y border-gray-200 py-8 md:py-10">
      <Container>
        <h2 className="sr-only">{labels.labels.title}</h2>
        <dl className="yp-figures grid grid-cols-2 gap-x-6 gap-y-7 sm:grid-cols-3 lg:flex lg:justify-between lg:gap-10" data-yacht-labels="">
          {figures.map((figure) => (
            <div key={figure.key}>
              <dt>{labels.labels[figure.key]}</dt>
              <dd>{valueOf(figure, labels)}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </Section>
  );
}
