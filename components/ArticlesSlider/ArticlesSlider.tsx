/** articles_slider_component: article tiles (spec 3.9) in a row that slides; one tile is drawn alone. */
import type { ArticlesSliderProps } from '../../schema/components/articles_slider_component';
import type { ElementEditor } from '../../schema/define';
import { fill, wordsOf, type Translator } from '../../schema/words';
import { ArticleTile } from '../ArticleGrid/ArticleTile';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { Slides } from '../ui/slider/Slides';

export function ArticlesSlider({ locale, title, tiles, tileLinkText, link, background, t, edit }: ArticlesSliderProps & { t: Translator; edit: ElementEditor }) {
  if (tiles.length === 0) return null;
  const words = wordsOf(t, 'editorial');
  const pageTypes = wordsOf(t, 'pageTypes');
  const heading = title ?? t('articlesSlider.title');
  return (
    <Section background={background} className="py-12 md:py-20">
      <Container className="flex flex-col gap-6">
        <BlockHead text={heading} {...edit('title')} />
        <div {...edit('articles')}>
          <Slides
            layout="cards"
            words={{ ...words, region: fill(words.slider, { title: heading }) }}
            slides={tiles.map((tile) => (
              <ArticleTile key={tile.codename} tile={tile} locale={locale} linkText={tileLinkText} words={words} pageTypes={pageTypes} />
            ))}
          />
        </div>
        {link ? (
          <div className="flex justify-center" {...edit('link')}>
            <ButtonLink {...link} edit={edit} />
          </div>
        ) : null}
      </Container>
    </Section>
  );
}
