import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { charterPage, ghostPage, salePage, yachtLinked } from '../../schema/components/yacht-page.fixtures-kit';
import { propsFor, renderHtml } from '../../components/test-kit';
import { JumpTo } from '../../components/JumpTo/JumpTo';
import { SpecificationTable } from '../../components/SpecificationTable/SpecificationTable';
import { YachtFeature } from '../../components/YachtFeature/YachtFeature';
import { YachtHero } from '../../components/YachtHero/YachtHero';
import { YachtLabels } from '../../components/YachtLabels/YachtLabels';
import { fx } from '../../schema/fixtures';
import { yachtLabels } from './yacht-labels';

const en = { yacht: yachtLabels('en') };

const render = (page = charterPage) =>
  renderHtml(<YachtHero {...propsFor('yacht_hero_component', {}, 'en', { page, linked: yachtLinked })} labels={en.yacht} origin="https://example.com" />);

describe('yacht_hero_component (spec 2.8)', () => {
  it('the hero image is the largest paint: eager, high priority, sized, never lazy', async () => {
    const html = await render();
    const img = /<img[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('loading="eager"');
    expect(img).toContain('width="2400"');
    expect(img).not.toContain('lazy');
  });

  it('type, title, builder, the charter rate in every currency and the conversion tooltip', async () => {
    const html = await render();
    expect(html).toContain('For charter');
    expect(html).toContain('>Aurora</h1>');
    expect(html).toContain('Benetti');
    expect(html).toContain('From €295,000 p/week');
    expect(html).toContain('From Approx $318,600 p/week');
    expect(html).toContain('<details');
    expect(html).toContain('1 EUR = 1.0800 USD');
    expect(html).toContain('New to the fleet');
  });

  it('contact brokers follows the drawer contract; brochure, compare, share and the switches are there', async () => {
    const html = await render(salePage);
    expect(html).toContain('href="/contact-superyacht-company/" data-drawer="contact-broker"');
    expect(html).toContain('href="/api/brochure/sale/Y10001_AU.pdf"');
    expect(html).toContain('Add to comparison');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Meter (m)');
    expect(html).toContain('>AUD</option>');
    expect(html).toContain('EU VAT Paid');
    expect(html).toContain('For sale');
  });

  it('a ghost yacht shows no price', async () => {
    const html = await render(ghostPage);
    expect(html).toContain('>Ghost</h1>');
    expect(html).not.toContain('data-hero-price');
    expect(html).not.toContain('For sale');
  });
});

describe('yacht_labels_component and specification_table_component (spec 2.8, 3.3)', () => {
  it('lengths in both units (the switch shows one), key figures of the view', () => {
    const labels = renderToStaticMarkup(<YachtLabels {...propsFor('yacht_labels_component', {}, 'en', { page: charterPage, linked: yachtLinked })} labels={en.yacht} />);
    expect(labels).toContain('<span data-unit="m">50 m</span><span data-unit="ft">164&#x27; 0&quot;</span>');
    expect(labels).toContain('Guests');
    const table = renderToStaticMarkup(
      <SpecificationTable {...propsFor('specification_table_component', {}, 'en', { page: salePage, linked: yachtLinked })} labels={en.yacht} />,
    );
    expect(table).toContain('id="specification"');
    expect(table).toContain('<span data-unit="m">9.4 m</span><span data-unit="ft">30&#x27; 10&quot;</span>');
    expect(table).toContain('6 (4 double, 2 twin)');
    expect(table).toContain('16.5 kn');
    expect(table).toContain('data-preference="units"');
    expect(table).not.toContain('data-preference="currency"');
  });

  it('Spanish labels', () => {
    const table = renderToStaticMarkup(
      <SpecificationTable {...propsFor('specification_table_component', {}, 'es', { page: salePage, linked: yachtLinked })} labels={yachtLabels('es')} />,
    );
    expect(table).toContain('Especificaciones');
    expect(table).toContain('Manga');
    expect(table).toContain('Metros (m)');
  });
});

describe('yacht_feature_component and jump_to_component (spec 3.4, 4.5)', () => {
  it('features under their category, with the section anchor', () => {
    const html = renderToStaticMarkup(<YachtFeature {...propsFor('yacht_feature_component', { title: fx.text('On board') }, 'en', { page: charterPage, linked: yachtLinked })} labels={en.yacht} />);
    expect(html).toContain('id="features"');
    expect(html).toContain('On board');
    expect(html).toContain('Guest area');
    expect(html).toContain('Swimming pool');
  });

  it('links to the sections, hides those missing from the page, and a sticky contact link', async () => {
    const html = await renderHtml(<JumpTo {...propsFor('jump_to_component', { sections: fx.choice('specification', 'overview') })} labels={en.yacht} />);
    expect(html.indexOf('href="#overview"')).toBeLessThan(html.indexOf('href="#specification"'));
    expect(html).not.toContain('#gallery');
    expect(html).toContain('html:not(:has(#specification)) [data-jump-link="specification"]{display:none}');
    expect(html).toContain('data-drawer="contact-broker"');
    expect(html).toContain('sticky');
  });
});
