import { describe, expect, it } from 'vitest';
import { charterPage, ghostPage, salePage, yachtLinked } from '../../schema/components/yacht-page.fixtures-kit';
import { fixtureServices } from '../../testing/catalogue';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { YachtHero } from './YachtHero';

const render = (page = charterPage) =>
  renderHtml(<YachtHero {...propsFor('yacht_hero_component', {}, 'en', { page, linked: yachtLinked })} services={fixtureServices()} />);

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

  it('one conversion tooltip: the sentence once, a rate per converted currency, hidden for the contract currency (spec 9.1)', async () => {
    const html = await render();
    const tooltips = html.match(/<details[^>]*data-conversion-tooltip[\s\S]*?<\/details>/g) ?? [];
    expect(tooltips).toHaveLength(1);
    const [tooltip = ''] = tooltips;
    // The charter contract is in euros: every other currency is a conversion, euros are not.
    expect(tooltip).toContain('data-converted="aud gbp usd"');
    expect(tooltip.match(/approximate conversion/g)).toHaveLength(1);
    expect(tooltip).toContain('<span data-cur="usd">1 EUR = 1.0800 USD</span>');
    expect(tooltip).not.toContain('data-cur="eur"');
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

describe('seasonal charter rates in the hero (spec 3.3, 9.1)', () => {
  const renderIn = (locale: 'en' | 'es', page = charterPage) =>
    renderHtml(<YachtHero {...propsFor('yacht_hero_component', {}, locale, { page, linked: yachtLinked })} services={fixtureServices()} />);
  const table = (html: string) => /<table[^>]*data-season-rates[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';

  it('a charter page lists the summer low and high season rates in every currency; a season without rates is left out', async () => {
    const rates = table(await renderIn('en'));
    expect(rates).toContain('Weekly charter rates');
    expect(rates).toContain('Summer');
    expect(rates).toContain('April to September');
    expect(rates).toContain('Low season');
    expect(rates).toContain('High season');
    expect(rates).toContain('€295,000');
    expect(rates).toContain('€340,000');
    expect(rates).toContain('<span data-cur="usd">Approx $318,600</span>');
    expect(rates).not.toContain('Winter');
  });

  it('a Spanish page says new to the fleet in Spanish (spec 4.2)', async () => {
    const html = await renderIn('es');
    expect(html).toContain('<p class="yp-ribbon" data-ribbon="">Nuevo en la flota</p>');
    expect(html).not.toContain('New to the fleet');
  });

  it('in Spanish', async () => {
    const rates = table(await renderIn('es'));
    expect(rates).toContain('Tarifas semanales de chárter');
    expect(rates).toContain('Verano');
    expect(rates).toContain('De abril a septiembre');
    expect(rates).toContain('Temporada baja');
    expect(rates).toContain('Temporada alta');
  });

  it('a sale page has no charter rates', async () => {
    expect(table(await renderIn('en', salePage))).toBe('');
  });
});
