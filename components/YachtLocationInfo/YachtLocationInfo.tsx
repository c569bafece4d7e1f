/**
 * yacht_location_info_component (spec 2.8, 3.3): the summer and winter cruising areas, each linked
 * to its destination page, and on sale pages where the yacht is lying.
 */
import { LOCATION_SECTION_ID, whereaboutsText, type CruisingAreaLink, type YachtWhereabouts } from '../../schema/components/yacht_location_info_component';
import type { YachtDataWords } from '../../schema/yacht/data-words';
import type { BlockProps } from '../ui/block';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Link } from '../ui/Link';
import { Section } from '../ui/Section';
import type { Words } from '../../schema/words';
import { wordsOf } from '../../schema/words';

export type YachtLocationLabels = Words<'yachtLocation'>;

const rows = (labels: YachtLocationLabels, where: YachtWhereabouts, words: YachtDataWords): Array<{ label: string; value: string }> => {
  const shown = whereaboutsText(where, words);
  return [
    { label: labels.lying, value: shown.lying },
    { label: labels.berth, value: shown.berth },
    { label: labels.country, value: shown.country },
  ].flatMap(({ label, value }) => (value ? [{ label, value }] : []));
};

function Areas({ title, areas }: { title: string; areas: CruisingAreaLink[] }) {
  return (
    <div>
      <h3 className="yp-eyebrow">{title}</h3>
      <ul className="yp-places">
        {areas.map((area) => (
          <li key={area.key} className="yp-place">
            {area.href ? (
              <Link href={area.href} className="yp-place-link">
                {area.place}
              </Link>
            ) : (
              <span className="text-lg text-navy">{area.place}</span>
            )}
            {area.region ? <span className="text-sm text-body">{area.region}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function YachtLocationInfo({ yacht, background, t }: BlockProps<'yacht_location_info_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'yachtLocation');
  if (!yacht) return null;
  const { summer, winter, whereabouts } = yacht;
  if (summer.length === 0 && winter.length === 0 && !whereabouts) return null;
  return (
    <Section background={background} id={LOCATION_SECTION_ID} className="scroll-mt-24 py-14 md:py-20" aria-labelledby="yacht-location-title">
      <Container>
        <BlockHead text={labels.heading} id="yacht-location-title" rule>
          {summer.length > 0 || winter.length > 0 ? <p className="max-w-2xl text-body">{labels.intro.replace('{name}', yacht.name)}</p> : null}
        </BlockHead>
        <div className="mt-8 grid gap-10 md:grid-cols-3">
          {summer.length > 0 ? <Areas title={labels.summer} areas={summer} /> : null}
          {winter.length > 0 ? <Areas title={labels.winter} areas={winter} /> : null}
          {whereabouts ? (
            <div>
              <h3 className="yp-eyebrow">{labels.whereabouts}</h3>
              <dl className="yp-places">
                {rows(labels, whereabouts, wordsOf(t, 'yachtData')).map(({ label, value }) => (
                  <div key={label} className="yp-place">
                    <dt className="text-sm text-body">{label}</dt>
                    <dd className="text-right text-navy">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>
        <div className="mt-10">
          <Button href={yacht.brochureHref} theme="secondary" data-brochure="">
            {labels.brochure}
          </Button>
        </div>
      </Container>
    </Section>
  );
}
