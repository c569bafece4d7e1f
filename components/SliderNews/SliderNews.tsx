/**
 * slider_news_component (spec 3.9 news slide, 5.3 news slider): news teasers (picture, category,
 * dates, title) in a row that slides, on white or gray-50 tiles. One slide is drawn alone.
 */
import { pageTypeName } from '../../schema/components/article-tile';
import type { NewsSlide } from '../../schema/components/slider_news_component';
import type { Locale } from '../../schema/constants/locale';
import { withLoader, type BlockProps } from '../ui/block';
import { linkTarget } from '../../schema/links';
import { wordsOf } from '../../schema/words';
import { Dates } from '../ui/editorial/Dates';
import { Picture } from '../ui/editorial/Picture';
import { SliderSection } from '../ui/slider/SliderSection';
import { cx } from '../ui/tokens';
import { load } from './load';

function Slide({ slide, locale, category, grey }: { slide: NewsSlide; locale: Locale; category: string | null; grey: boolean }) {
  const external = /^https?:/i.test(slide.url);
  return (
    <article className={cx('group dg-card', grey && 'ed-grey')} data-news-slide={slide.category ?? ''}>
      {slide.image ? (
        <div className="yc-media">
          <Picture url={slide.image.url} alt={slide.image.alt} widths={[768, 480, 1024]} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 85vw" className="yc-img" />
        </div>
      ) : null}
      <div className="dg-body">
        {category || slide.startDate ? (
          <p className="dg-date">
            {category ? <span className="ed-cat">{category}</span> : null}
            <Dates start={slide.startDate} end={slide.endDate} locale={locale} />
          </p>
        ) : null}
        <h3 className="yc-name">
          <a href={slide.url} className="yc-link" {...(external ? linkTarget(slide.url) : {})}>
            {slide.title}
          </a>
        </h3>
      </div>
    </article>
  );
}

function SliderNewsView({ locale, title, tileBackground, background, data: slides, t, edit }: BlockProps<'slider_news_component', 't' | 'edit'> & { data: NewsSlide[] }) {
  if (slides.length === 0) return null;
  const words = wordsOf(t, 'editorial');
  const categories = wordsOf(t, 'sliderNews.categories');
  const pageTypes = wordsOf(t, 'pageTypes');
  const heading = title ?? t('sliderNews.title');
  return (
    <SliderSection
      background={background}
      heading={heading}
      headingEdit={edit('title')}
      slidesEdit={edit('selected_news_category')}
      words={words}
      layout="cards"
      slides={slides.map((slide) => (
        <Slide
          key={slide.id}
          slide={slide}
          locale={locale}
          category={slide.category ? categories[slide.category] : pageTypeName(pageTypes, slide.pageCategoryKey, slide.pageCategory)}
          grey={tileBackground === 'gray-50'}
        />
      ))}
    />
  );
}

export const SliderNews = withLoader(SliderNewsView, load);
