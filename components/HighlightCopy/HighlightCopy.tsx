/** highlight_copy_component: a short paragraph set large with one phrase in gold; it rises into view (spec 2.15). */
import type { BlockProps } from '../ui/block';
import { Section } from '../ui/Section';
import { riseClass } from '../ui/motion/TitleWords';

export function HighlightCopy({ headline, copy: [before, highlight, after], background, animated, edit }: BlockProps<'highlight_copy_component', 'edit'>) {
  return (
    <Section background={background} className="hc">
      <div className={riseClass(animated)}>
        <div className="pg-narrow">
          {headline ? (
            <p className="eyebrow" {...edit('headline')}>
              {headline}
            </p>
          ) : null}
          <p className="hc-copy" {...edit('copy')}>
            {before}
            {highlight ? <strong>{highlight}</strong> : null}
            {after}
          </p>
        </div>
      </div>
    </Section>
  );
}
