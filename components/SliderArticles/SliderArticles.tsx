/**
 * slider_articles_component: featured articles one at a time, the picture beside the category,
 * dates, title, description and link (spec 3.9 tiles, 4.7 pictures). One article is drawn alone.
 */
import { pageTypeName, type ArticleTile } from '../../schema/components/article-tile';
import type { BlockProps } from '../ui/block';
import type { Locale } from '../../schema/constants/locale';
import { linkTarget } from '../../schema/links';
import { wordsOf } from '../../schema/words';
import { Dates } from '../ui/editorial/Dates';
import { Picture } from '../ui/editorial/Picture';
import { SliderSection } from '../ui/slider/SliderSection';

function Feature({ tile, locale, linkText, newTab, category }: { tile: ArticleTile; locale: Locale; linkText: string; newTab: string; category: string | null }) {
  return (
    <article className="ed-feat" data-article-tile={tile.codename}>
      <div className="ed-feat-media">
        {tile.image ? <Picture url={tile.image.url} alt={tile.image.alt} widths={[1024, 768, 1440]} sizes="(min-width: 1024px) 55vw, 100vw" className="yc-img" /> : null}
      </div>
      <div className="ed-feat-body">
        {category || tile.startDate ? (
          <p className="dg-date">
            {category ? <span className="ed-cat">{category}</span> : null}
            <Dates start={tile.startDate} end={tile.endDate} locale={locale} />
          </p>
        ) : null}
        <h3 className="ttl-xlf text-navy">{tile.title}</h3>
        {tile.description ? <p className="text-body">{tile.description}</p> : null}
        <a href={tile.href} className="btn btn-ter btn-t-md self-start" {...(tile.external ? linkTarget(tile.href) : {})}>
          {linkText}
          <span className="sr-only">
            : {tile.title}
            {tile.external ? ` (${newTab})` : ''}
          </span>
        </a>
      </div>
    </article>
  );
}

export function SliderArticles({ locale, title, tiles, tileLinkText, background, t, edit }: BlockProps<'slider_articles_component', 't' | 'edit'>) {
  if (tiles.length === 0) return null;
  const words = wordsOf(t, 'editorial');
  const pageTypes = wordsOf(t, 'pageTypes');
  const heading = title ?? t('sliderArticles.title');
  return (
    <SliderSection
      background={background}
      heading={heading}
      headingEdit={edit('title')}
      slidesEdit={edit('articles')}
      words={words}
      layout="single"
      slides={tiles.map((tile) => (
        <Feature key={tile.codename} tile={tile} locale={locale} linkText={tileLinkText ?? words.readMore} newTab={words.newTab} category={pageTypeName(pageTypes, tile.categoryKey, tile.category)} />
      ))}
    />
  );
}
