/**
 * yacht_feature_component (spec 3.3, 3.4): the yacht's published features, grouped by category,
 * in the page's language (the yacht data names them in English).
 */
import { FEATURES_SECTION_ID } from '../../schema/components/yacht_feature_component';
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { wordsOf } from '../../schema/words';
import { dataWord } from '../../schema/yacht/data-words';

export function YachtFeature({ title, groups, background, t, edit }: BlockProps<'yacht_feature_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'yacht');
  const data = wordsOf(t, 'yachtData');
  if (!groups || groups.length === 0) return null;
  return (
    <Section background={background} id={FEATURES_SECTION_ID} className="scroll-mt-40 py-14 md:py-20" aria-labelledby="features-heading">
      <Container>
        <BlockHead text={title ?? labels.features.title} id="features-heading" {...edit('title')} />
        <span aria-hidden="true" className="mt-5 block h-px w-12 bg-gold" />
        <div className="mt-10 grid gap-10 sm:grid-cols-2 lg:grid-cols-3" data-features="">
          {/* Positions as keys: the list is drawn once, and a feature's words as its key would be sent again in the payload. */}
          {groups.map((group, g) => (
            <div key={g}>
              {group.category ? <h3 className="yp-group">{dataWord(data.categories, group.category)}</h3> : null}
              <ul className="yp-features mt-4 space-y-3">
                {group.features.map((feature, f) => (
                  <li key={f}>{dataWord(data.amenities, feature)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Container>
    </Section>
  );
}
