/**
 * The pages of a paged listing (spec 2.16): plain links, so paging works without
 * JavaScript and every page is a cached URL of its own. The current page is marked
 * aria-current="page"; page numbers are named 'Page n' for screen readers.
 */
import type { ListPaging } from '../../schema/components/manual_yacht_grid';
import { Icon } from '../ui/icons/Icon';

export type ListingPagerLabels = {
  /** Names the navigation landmark. */
  label: string;
  previous: string;
  next: string;
  /** 'Page {page}' */
  page: string;
};

export function ListingPager({ paging, labels }: { paging: ListPaging; labels: ListingPagerLabels }) {
  const { page, hrefs } = paging;
  const previous = hrefs[page - 2];
  const next = hrefs[page];
  return (
    <nav aria-label={labels.label} data-listing-pager="" className="pg-nav">
      {previous ? (
        <a href={previous} rel="prev" data-pager-previous="" className="pg-step">
          <Icon name="chevron" size={16} className="rotate-90" />
          <span className="max-sm:sr-only">{labels.previous}</span>
        </a>
      ) : (
        <span aria-hidden="true" className="pg-step pg-off">
          <Icon name="chevron" size={16} className="rotate-90" />
          <span className="max-sm:sr-only">{labels.previous}</span>
        </span>
      )}
      <ol className="pg-pages">
        {hrefs.map((href, index) => {
          const number = index + 1;
          return (
            <li key={href}>
              <a href={href} aria-label={labels.page.replace('{page}', String(number))} aria-current={number === page ? 'page' : undefined} className="pg-num">
                {number}
              </a>
            </li>
          );
        })}
      </ol>
      {next ? (
        <a href={next} rel="next" data-pager-next="" className="pg-step">
          <span className="max-sm:sr-only">{labels.next}</span>
          <Icon name="chevron" size={16} className="-rotate-90" />
        </a>
      ) : (
        <span aria-hidden="true" className="pg-step pg-off">
          <span className="max-sm:sr-only">{labels.next}</span>
          <Icon name="chevron" size={16} className="-rotate-90" />
        </span>
      )}
    </nav>
  );
}
