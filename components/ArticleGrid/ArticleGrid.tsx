/** article_grid_component (spec 3.9): the editor's articles as a grid of tiles. */
import type { BlockProps } from '../ui/block';
import { wordsOf } from '../../schema/words';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { ArticleTile } from './ArticleTile';

export function ArticleGrid({ title, tiles, imageFormat, tileLinkText, background, locale, t, edit }: BlockProps<'article_grid_component', 't' | 'edit'>) {
  if (tiles.length === 0) return null;
  const words = wordsOf(t, 'editorial');
  const pageTypes = wordsOf(t, 'pageTypes');
  return (
    <Section background={background} className="py-10 md:py-16">
      <Container className="flex flex-col gap-6">
        <BlockHead text={title} {...edit('title')} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" {...edit('articles')}>
          {tiles.map((tile) => (
            <li key={tile.codename}>
              <ArticleTile tile={tile} locale={locale} format={imageFormat} linkText={tileLinkText} linkEdit={edit('tile_link_text')} words={words} pageTypes={pageTypes} level={title ? 'h3' : 'h2'} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
