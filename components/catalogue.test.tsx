/** Each component of the first catalogue, fed the props its schema module maps from sample content. */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { modulesByCodename, type Codename, type PropsOf } from '../schema/components';
import { noEdit, type ContentIssue, type MapContext } from '../schema/define';
import { dam, fx, item, sampleImage, sampleVideo } from '../schema/fixtures';
import type { LinkedItems } from '../schema/kontent';
import { localisedPath } from '../schema/links';
import type { RichTextValue } from '../schema/rich-text';
import { BigNumbers } from './BigNumbers/BigNumbers';
import { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
import { ButtonContainer } from './ButtonContainer/ButtonContainer';
import { Headline } from './Headline/Headline';
import { ImageText } from './ImageText/ImageText';
import { Numbers } from './Numbers/Numbers';
import { PageCover } from './PageCover/PageCover';
import { RelatedLinks } from './RelatedLinks/RelatedLinks';
import { RichText } from './RichText/RichText';
import { Spacer } from './Spacer/Spacer';
import { SplitBanner } from './SplitBanner/SplitBanner';

const buttons = [
  item('button__external___internal_link', 'b_charter', {
    button_text: fx.text('Charter a yacht'),
    link__external: fx.text('/yacht-charter'),
  }),
  item('button__external___internal_link', 'b_sale', {
    button_text: fx.text('Yachts for sale'),
    link__external: fx.text('/yachts-for-sale'),
    theme: fx.choice('secondary'),
  }),
  item('numbers_item', 'n_sold', {
    prefix: fx.text('+'),
    number: fx.number(1200),
    unit: fx.text('yachts'),
    text: fx.text('sold since 1990'),
  }),
  item('numbers_item', 'n_offices', { number: fx.number(16), text: fx.text('offices worldwide') }),
];
const linkedItems: LinkedItems = Object.fromEntries(buttons.map((entry) => [entry.system.codename, entry]));

const propsFor = <K extends Codename>(
  codename: K,
  elements: Record<string, unknown>,
  locale: 'en' | 'es' = 'en',
): PropsOf<K> => {
  const issues: ContentIssue[] = [];
  const ctx: MapContext = {
    locale,
    item: { id: 'x', name: 'x', codename: 'x', type: codename },
    linkedItem: (c) => linkedItems[c],
    href: (path) => localisedPath(path, locale),
    report: (issue) => issues.push(issue),
  };
  const module = modulesByCodename[codename];
  const props = module.toProps(module.elements.parse(elements), ctx);
  expect(issues).toEqual([]);
  return props;
};

/** Rich text stands in as its HTML-free text here; the renderer's own tests cover real rendering. */
const renderRichText = (value: RichTextValue): ReactNode => (
  <div data-rich-text="">{value.html.replace(/<[^>]+>/g, '')}</div>
);

describe('first catalogue components', () => {
  it('page cover: the title is the page h1 over a priority image, with subtitle and buttons (spec 9.6 defaults)', () => {
    const html = renderToStaticMarkup(
      <PageCover edit={noEdit}
        {...propsFor('page_cover_component', {
          title: fx.text('Yacht charter'),
          subtitle: fx.text('The Mediterranean, your way'),
          image_video: dam(sampleImage),
          buttons: fx.linked('b_charter'),
        })}
      />,
    );
    expect(html).toMatch(/<h1[^>]*>Yacht charter<\/h1>/);
    expect(html).toContain('The Mediterranean, your way');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('href="/yacht-charter/"');
    expect(html).toContain('justify-end');
  });

  it('page cover: a DAM video plays muted in a loop behind the title', () => {
    const html = renderToStaticMarkup(
      <PageCover edit={noEdit}
        {...propsFor('page_cover_component', { title: fx.text('Cruising'), image_video: dam(sampleVideo) })}
      />,
    );
    expect(html).toContain('<video');
    expect(html).toContain('muted=""');
  });

  it('headline: the chosen level, the jump-to anchor id and the position', () => {
    const html = renderToStaticMarkup(
      <Headline edit={noEdit}
        {...propsFor('headline_component', {
          text: fx.text('Our fleet'),
          level: fx.choice('h3'),
          position: fx.choice('left'),
          jump_to_anchor: fx.text('fleet'),
        })}
      />,
    );
    expect(html).toMatch(/<h3 id="fleet"[^>]*>Our fleet<\/h3>/);
    expect(html).toContain('text-left');
  });

  it('spec 3.2: a grey background sets the section to grey-50', () => {
    const html = renderToStaticMarkup(
      <RichText edit={noEdit}
        {...propsFor('richtext_component', {
          content: fx.richText('<p>Charter with confidence.</p>'),
          background_color__options: fx.choice('grey'),
        })}
        renderRichText={renderRichText}
      />,
    );
    expect(html).toMatch(/^<section class="bg-gray-50/);
    expect(html).toContain('Charter with confidence.');
  });

  it('image and text: the image moves to the side the editor chose', () => {
    const elements = {
      title: fx.text('Crew'),
      text: fx.richText('<p>Hand-picked crews.</p>'),
      image: dam(sampleImage),
    };
    const right = renderToStaticMarkup(
      <ImageText edit={noEdit} {...propsFor('image_text_component', elements)} renderRichText={renderRichText} />,
    );
    const left = renderToStaticMarkup(
      <ImageText edit={noEdit}
        {...propsFor('image_text_component', { ...elements, image_position: fx.choice('left') })}
        renderRichText={renderRichText}
      />,
    );
    expect(right).toContain('md:order-last');
    expect(left).not.toContain('md:order-last');
    expect(right).toContain('Hand-picked crews.');
    expect(right).toContain('loading="lazy"');
  });

  it('button container: buttons in order with their themes and localised links', () => {
    const html = renderToStaticMarkup(
      <ButtonContainer edit={noEdit}
        {...propsFor(
          'button_container_component',
          { alignment: fx.choice('center'), buttons: fx.linked('b_charter', 'b_sale') },
          'es',
        )}
      />,
    );
    expect(html).toMatch(
      /href="\/es\/yacht-charter\/".*Charter a yacht.*href="\/es\/yachts-for-sale\/".*Yachts for sale/,
    );
    expect(html).toContain('justify-center');
  });

  it('spacer: the four sizes have different heights', () => {
    const heights = ['extra_small', 'small', 'medium', 'large'].map((size) =>
      renderToStaticMarkup(<Spacer {...propsFor('spacer_component', { size: fx.choice(size) })} />),
    );
    expect(new Set(heights).size).toBe(4);
  });

  it('breadcrumbs: an accessible nav whose last crumb is the current page', () => {
    const html = renderToStaticMarkup(
      <Breadcrumbs
        {...propsFor('breadcrumbs_component', {})}
        trail={[
          { title: 'Home', href: '/' },
          { title: 'Charter', href: '/yacht-charter/' },
          { title: 'Destinations', href: '/destinations/' },
        ]}
      />,
    );
    expect(html).toContain('<nav aria-label="Breadcrumb"');
    expect(html).toContain('<ol');
    expect(html).toContain('aria-label="navigate to homepage"');
    expect(html).toMatch(/<span aria-current="page"[^>]*>Destinations<\/span>/);
    expect(html).not.toContain('application/ld+json');
    expect(renderToStaticMarkup(<Breadcrumbs color="blue" />)).toBe('');
  });

  it('split banner: title, text and buttons on the dark half, text side as chosen', () => {
    const html = renderToStaticMarkup(
      <SplitBanner edit={noEdit}
        {...propsFor('split_banner_component', {
          title: fx.text('Sell your yacht'),
          text: fx.richText('<p>Global reach.</p>'),
          image: dam(sampleImage),
          buttons: fx.linked('b_sale'),
        })}
        renderRichText={renderRichText}
      />,
    );
    expect(html).toMatch(/<h2[^>]*>Sell your yacht<\/h2>/);
    expect(html).toContain('Global reach.');
    expect(html).toContain('Yachts for sale');
    expect(html).toContain('md:order-last');
  });

  it('numbers and big numbers: figures with prefix, unit and caption', () => {
    const numbers = renderToStaticMarkup(
      <Numbers edit={noEdit}
        {...propsFor('numbers_component', {
          headline: fx.text('In numbers'),
          style: fx.choice('inverted'),
          items: fx.linked('n_sold', 'n_offices'),
        })}
      />,
    );
    expect(numbers).toContain('bg-[#0b1b2b]');
    expect(numbers).toMatch(/\+.*1,200.*yachts.*sold since 1990.*16.*offices worldwide/);
    const big = renderToStaticMarkup(
      <BigNumbers edit={noEdit}
        {...propsFor('big_numbers_component', { headline: fx.text('Since 1990'), items: fx.linked('n_sold') })}
        renderRichText={renderRichText}
      />,
    );
    expect(big).toMatch(/Since 1990.*1,200/);
  });

  it('spec 5.3: related links show text_left with the first button and text_right with the second', () => {
    const html = renderToStaticMarkup(
      <RelatedLinks edit={noEdit}
        {...propsFor('related_links_component', {
          headline: fx.text('Where next'),
          text_left: fx.text('Find your charter'),
          text_right: fx.text('Find your yacht'),
          buttons: fx.linked('b_charter', 'b_sale'),
        })}
      />,
    );
    expect(html).toMatch(/Find your charter.*Charter a yacht.*Find your yacht.*Yachts for sale/);
  });
});
