/**
 * The article and event tile of spec 3.9: picture (4.7), category and dates, title, description,
 * tags (5.3), office and the link (external in a new tab, spec 2.14). Used by the article grid and
 * the articles slider.
 */
import { pageTypeName, type ArticleTile as Tile } from '../../schema/components/article-tile';
import type { ArticleImageFormat } from '../../schema/constants/editorial';
import type { Locale } from '../../schema/constants/locale';
import type { EditAttributes } from '../../schema/define';
import { linkTarget } from '../../schema/links';
import { Dates } from '../ui/editorial/Dates';
import { Picture } from '../ui/editorial/Picture';
import { cx } from '../ui/tokens';

const SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 85vw';
const FORMATS: Record<ArticleImageFormat, string | undefined> = { landscape: undefined, square: 'ed-sq', portrait: 'ed-pt' };

export type TileWords = { readMore: string; tags: string; office: string; newTab: string };

export function ArticleTile({
  tile,
  locale,
  format = 'landscape',
  linkText,
  linkEdit,
  words,
  pageTypes,
  level = 'h3',
}: {
  tile: Tile;
  locale: Locale;
  format?: ArticleImageFormat;
  linkText: string | null;
  /** In preview, the smart-link mark of the block's link-text element. */
  linkEdit?: EditAttributes;
  words: TileWords;
  pageTypes: Readonly<Record<string, string>>;
  level?: 'h2' | 'h3';
}) {
  const Title = level;
  const category = pageTypeName(pageTypes, tile.categoryKey, tile.category);
  const target = tile.external ? linkTarget(tile.href) : {};
  return (
    <article className="group dg-card" data-article-tile={tile.codename}>
      {tile.image ? (
        <div className={cx('yc-media', FORMATS[format])}>
          <Picture url={tile.image.url} alt={tile.image.alt} widths={[768, 480, 1024]} sizes={SIZES} className="yc-img" />
        </div>
      ) : null}
      <div className="dg-body">
        {category || tile.startDate ? (
          <p className="dg-date">
            {category ? <span className="ed-cat">{category}</span> : null}
            <Dates start={tile.startDate} end={tile.endDate} locale={locale} />
          </p>
        ) : null}
        <Title className="yc-name">
          <a href={tile.href} className="yc-link" {...target}>
            {tile.title}
            {tile.external ? <span className="sr-only"> ({words.newTab})</span> : null}
          </a>
        </Title>
        {tile.description ? <p className="dg-desc">{tile.description}</p> : null}
        {tile.tags.length > 0 ? (
          <ul className="ed-tags" aria-label={words.tags}>
            {tile.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        {tile.office ? (
          <p className="dg-text">
            {words.office}: {tile.office}
          </p>
        ) : null}
        <span className="ed-more" aria-hidden="true" {...linkEdit}>
          {linkText ?? words.readMore}
        </span>
      </div>
    </article>
  );
}
