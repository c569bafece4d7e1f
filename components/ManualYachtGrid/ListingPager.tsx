/**
 * The pages of a paged listing (spec 2.16): plain links, so paging works without
 * JavaScript and every page is a cached URL of its own. The current page is marked
 * aria-current="page"; page numbers are named 'Page n' for screen readers.
 */
import type { ListPaging } from '../../schema/components/manual_yacht_grid';
import type { Translator } from '../../schema/words';
import { Icon } from '../ui/icons/Icon';

export function ListingPager({ paging, t }: { paging: ListPaging; t: Translator }) {
  const { page, hrefs } = paging;
  const previousText = t('yachtList.pager.previous');
  const nextText = t('yachtList.pager.next');
  const previous = hrefs[page - 2];
  const next = hrefs[page];
  return (
    <nav aria-label={t('yachtList.pager.label')} data-listing-pager="" className="pg-nav">
      {previous ? (
        <a href={previous} rel="prev" data-pager-previous="" className="pg-step">
          <Icon name="chevron" size={16} className="rotate-90" />
          <span className="max-sm:sr-only">{previousText}</span>
        </a>
      ) : (
        <span aria-hidden="true" className="pg-step pg-off">
          <Icon name="chevron" size={16} className="rotate-90" />
          <span className="max-sm:sr-only">{previousText}</span>
        </span>
      )}
      <ol className="pg-pages">
        {hrefs.map((href, index) => {
          const number = index + 1;
          return (
            <li key={href}>
              <a href={href} aria-label={t('yachtList.pager.page', { page: number })} aria-current={number === page ? 'page' : undefined} className="pg-num">
                {number}
              </a>
            </li>
          );
        })}
      </ol>
      {next ? (
        <a href={next} rel="next" data-pager-next="" className="pg-step">
          <span className="max-sm:sr-only">{nextText}</span>
          <Icon name="chevron" size={16} className="-rotate-90" />
        </a>
      ) : (
        <span aria-hidden="true" className="pg-step pg-off">
          <span className="max-sm:sr-only">{nextText}</span>
          <Icon name="chevron" size={16} className="-rotate-90" />
        </span>
      )}
    </nav>
  );
}
