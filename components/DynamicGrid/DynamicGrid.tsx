/**
 * dynamic_grid_component (spec 9.2 dynamic grid categories): records of one category of the general
 * index as cards with their picture, title and what fits the category (a date for news, editorials
 * and events; a place for offices and destinations; the job title and office for people).
 */
import { withLoader, type BlockProps } from '../ui/block';
import type { CardDetail, GeneralCard } from '../../schema/search/catalogue';
import type { Locale } from '../../schema/constants/locale';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { mediaUrl, MEDIA_QUALITY, srcSet } from '../ui/media-url';
import { Section } from '../ui/Section';
import { load } from './load';

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
const CARD_WIDTH = 768;

const dateText = (seconds: number, locale: Locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(seconds * 1000));

function Detail({ detail, locale }: { detail: CardDetail; locale: Locale }) {
  if (!detail) return null;
  if (detail.kind === 'text') return <p className="dg-text">{detail.text}</p>;
  const start = new Date(detail.seconds * 1000).toISOString();
  return (
    <p className="dg-date">
      <time dateTime={start}>{dateText(detail.seconds, locale)}</time>
      {detail.endSeconds !== null && detail.endSeconds !== detail.seconds ? (
        <>
          {' – '}
          <time dateTime={new Date(detail.endSeconds * 1000).toISOString()}>{dateText(detail.endSeconds, locale)}</time>
        </>
      ) : null}
    </p>
  );
}

function Card({ card, locale }: { card: GeneralCard; locale: Locale }) {
  return (
    <article data-dynamic-card={card.category} className="group dg-card">
      {card.image ? (
        <div className="yc-media">
          <img
            src={mediaUrl(card.image.url, { w: CARD_WIDTH, q: MEDIA_QUALITY })}
            srcSet={srcSet(card.image.url, null)}
            sizes={CARD_SIZES}
            alt={card.image.alt}
            loading="lazy"
            decoding="async"
            className="yc-img"
          />
        </div>
      ) : null}
      <div className="dg-body">
        <Detail detail={card.detail} locale={locale} />
        <h3 className="yc-name">
          {card.href ? (
            <a href={card.href} className="yc-link">
              {card.title}
            </a>
          ) : (
            card.title
          )}
        </h3>
        {card.description ? <p className="dg-desc">{card.description}</p> : null}
      </div>
    </article>
  );
}

function DynamicGridView({ locale, title, category, background, data: cards, edit }: BlockProps<'dynamic_grid_component', 'edit'> & { data: GeneralCard[] }) {
  if (cards.length === 0) return null;
  return (
    <Section background={background} className="py-10 md:py-16">
      <Container className="flex flex-col gap-6">
        <BlockHead text={title} {...edit('title')} />
        <ul data-dynamic-grid={category} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" {...edit('category')}>
          {cards.map((card) => (
            <li key={card.id}>
              <Card card={card} locale={locale} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

export const DynamicGrid = withLoader(DynamicGridView, load);
