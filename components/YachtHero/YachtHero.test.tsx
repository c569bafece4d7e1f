// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { charterPage, ghostPage, salePage, yachtLinked } from '../../schema/components/yacht-page.fixtures-kit';
import { fixtureServices } from '../../testing/catalogue';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { YachtHero } from './YachtHero';

const render = (page = charterPage) => renderDom(<YachtHero {...propsFor('yacht_hero_component', {}, 'en', { page, linked: yachtLinked })} services={fixtureServices()} />);

describe('yacht_hero_component (spec 2.8)', () => {
  it('the hero image is the largest paint: eager, high priority, sized, never lazy', async () => {
    const img = (await render()).container.querySelector('img');
    // Eager is the browser's default: the attribute is left out, and never lazy.
    expect(['fetchpriority', 'loading', 'width'].map((name) => img?.getAttribute(name))).toEqual(['high', null, '2400']);
  });

  it('type, title, builder, the charter rate in every currency and the conversion tooltip', async () => {
    const hero = await render();
    const text = hero.container.textContent;
    expect(text).toContain('For charter');
    expect(hero.getByRole('heading', { level: 1, name: 'Aurora' })).toBeTruthy();
    expect(text).toContain('Benetti');
    expect(text).toContain('From €295,000 p/week');
    expect(text).toContain('From Approx $318,600 p/week');
    expect(hero.container.querySelector('details')?.textContent).toContain('1 EUR = 1.0800 USD');
    expect(hero.getByText('New to the fleet')).toBeTruthy();
  });

  it('one conversion tooltip: the sentence once, a rate per converted currency, hidden for the contract currency (spec 9.1)', async () => {
    const tooltips = (await render()).container.querySelectorAll('details[data-conversion-tooltip]');
    expect(tooltips).toHaveLength(1);
    const [tooltip] = tooltips;
    // The charter contract is in euros: every other currency is a conversion, euros are not.
    expect(tooltip?.getAttribute('data-converted')).toBe('aud gbp usd');
    expect(tooltip?.textContent?.match(/approximate conversion/g)).toHaveLength(1);
    expect(tooltip?.querySelector('[data-cur="usd"]')?.textContent).toBe('1 EUR = 1.0800 USD');
    expect(tooltip?.querySelector('[data-cur="eur"]')).toBeNull();
  });

  it('contact brokers follows the drawer contract; brochure, compare, share and the switches are there', async () => {
    const hero = await render(salePage);
    const contact = hero.container.querySelector('a[data-drawer="contact-broker"]');
    expect(contact?.getAttribute('href')).toBe('/contact-superyacht-company/');
    expect(hero.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/api/brochure/sale/Y10001_AU.pdf');
    expect(hero.getByRole('button', { name: /Add to comparison/ })).toBeTruthy();
    expect(hero.container.querySelector('[aria-expanded="false"]')).not.toBeNull();
    expect(hero.container.textContent).toContain('Meter (m)');
    expect(hero.getAllByRole('option').map((option) => option.textContent)).toContain('AUD');
    expect(hero.container.textContent).toContain('EU VAT Paid');
    expect(hero.container.textContent).toContain('For sale');
  });

  it('a ghost yacht shows no price', async () => {
    const hero = await render(ghostPage);
    expect(hero.getByRole('heading', { level: 1, name: 'Ghost' })).toBeTruthy();
    expect(hero.container.querySelector('[data-hero-price]')).toBeNull();
    expect(hero.container.textContent).not.toContain('For sale');
  });
});

describe('seasonal charter rates in the hero (spec 3.3, 9.1)', () => {
  const renderIn = (locale: 'en' | 'es', page = charterPage) => renderDom(<YachtHero {...propsFor('yacht_hero_component', {}, locale, { page, linked: yachtLinked })} services={fixtureServices()} />);
  // The rates table as a visitor reads it: its text, or nothing when the page has none.
  const table = (hero: { container: HTMLElement }) => hero.container.querySelector('table[data-season-rates]');
  const usdIn = (rates: Element | null) => rates?.querySelector('[data-cur="usd"]')?.textContent;

  it('a charter page lists the summer low and high season rates in every currency; a season without rates is left out', async () => {
    const rates = table(await renderIn('en'));
    const text = rates?.textContent;
    for (const words of ['Weekly charter rates', 'Summer', 'April to September', 'Low season', 'High season', '€295,000', '€340,000']) expect(text).toContain(words);
    expect(usdIn(rates)).toBe('Approx $318,600');
    expect(text).not.toContain('Winter');
  });

  it('a Spanish page says new to the fleet in Spanish (spec 4.2)', async () => {
    const hero = await renderIn('es');
    expect(hero.getByText('Nuevo en la flota').hasAttribute('data-ribbon')).toBe(true);
    expect(hero.queryByText('New to the fleet')).toBeNull();
  });

  it('in Spanish', async () => {
    const text = table(await renderIn('es'))?.textContent;
    for (const words of ['Tarifas semanales de chárter', 'Verano', 'De abril a septiembre', 'Temporada baja', 'Temporada alta']) expect(text).toContain(words);
  });

  it('a sale page has no charter rates', async () => {
    expect(table(await renderIn('en', salePage))).toBeNull();
  });
});
