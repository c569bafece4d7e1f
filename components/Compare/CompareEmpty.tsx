/** Spec 2.11: nothing to compare: a no-results title and text, and the two listings to choose from. */
import type { CompareLinks } from '../../schema/components/compare_component';
import { buttonClass } from '../ui/Button';
import type { CompareLabels } from './labels';

export function CompareEmpty({ labels, links }: { labels: CompareLabels; links: CompareLinks }) {
  return (
    <div className="mx-auto max-w-2xl py-12 text-center" data-compare-empty="">
      <h3 className="text-2xl font-light tracking-[0.08em] text-navy uppercase sm:text-3xl">{labels.emptyTitle}</h3>
      <p className="mt-4 text-body">{labels.emptyText}</p>
      <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
        <a href={links.charterListing} className={buttonClass({ theme: 'primary', size: 'md' })}>
          {labels.viewCharter}
        </a>
        <a href={links.saleListing} className={buttonClass({ theme: 'secondary', size: 'md' })}>
          {labels.viewSale}
        </a>
      </div>
    </div>
  );
}
