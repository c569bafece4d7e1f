/** articles_slider_component: article tiles (spec 3.9) in a row that slides; one tile is drawn alone. */
import type { BlockProps } from '../ui/block';
import { wordsOf } from '../../schema/words';
import { ArticleTile } from '../ArticleGrid/ArticleTile';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { SliderSection } from '../ui/slider/SliderSection';

export function ArticlesSlider({ locale, title, tiles, tileLinkText, link, background, t, edit }: BlockProps<'articles_slider_component', 't' | 'edit'>) {
  if (tiles.length === 0) return null;
  const words = wordsOf(t, 'editorial');
  const pageTypes = wordsOf(t, 'pageTypes');
  const heading = title ?? t('articlesSlider.title');
  return (
    <SliderSection
      background={background}
      heading={heading}
      headingEdit={edit('title')}
      slidesEdit={edit('articles')}
      words={words}
      layout="cards"
      slides={tiles.map((tile) => (
        <ArticleTile key={tile.codename} tile={tile} locale={locale} linkText={tileLinkText} words={words} pageTypes={pageTypes} />
      ))}
    >
      {link ? (
        <div className="flex justify-center" {...edit('link')}>
          <ButtonLink {...link} edit={edit} />
        </div>
      ) : null}
    </SliderSection>
  );
}
