// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDom } from '../../testing/dom';
import { Link, linkLabel, MISSING_LINK_MESSAGE } from './Link';

afterEach(() => vi.restoreAllMocks());

const labels = { home: 'navigate to homepage', other: 'navigate to {url}' };
const icon = <svg aria-hidden="true" />;

/** The one link drawn, as assistive technology finds it. */
const link = async (element: ReactElement) => (await renderDom(element)).getByRole('link');
const attributes = (drawn: Element) => Object.fromEntries([...drawn.attributes].map((attribute) => [attribute.name, attribute.value]));

describe('Link (spec 2.14)', () => {
  it('spec 2.14: `to` is localised with a trailing slash; a link with visible text is named by that text, not an aria-label', async () => {
    const home = await link(<Link to="/">Home</Link>);
    expect([attributes(home), home.textContent]).toEqual([{ href: '/' }, 'Home']);
    const charter = await link(
      <Link to="/yacht-charter" locale="es">
        Chárter
      </Link>,
    );
    expect([attributes(charter), charter.textContent]).toEqual([{ href: '/es/yacht-charter/' }, 'Chárter']);
  });

  it("spec 2.14: a link without visible text is labelled 'navigate to homepage' for '/' in every locale", async () => {
    const page = await renderDom(
      <Link to="/" labels={labels}>
        {icon}
      </Link>,
    );
    expect(page.getByRole('link', { name: 'navigate to homepage' }).getAttribute('href')).toBe('/');
    const es = await renderDom(
      <Link to="/" locale="es" labels={{ home: 'ir a la página de inicio', other: 'ir a {url}' }}>
        {icon}
      </Link>,
    );
    expect(es.getByRole('link', { name: 'ir a la página de inicio' }).getAttribute('href')).toBe('/es/');
  });

  it("spec 2.14: otherwise 'navigate to {url}' with the localised URL", async () => {
    expect(linkLabel('/es/yachts-for-charter/', labels)).toBe('navigate to /es/yachts-for-charter/');
    expect(linkLabel('/es/?q=1', labels)).toBe('navigate to homepage');
    const page = await renderDom(
      <Link to="/contact" locale="es" labels={labels}>
        {icon}
      </Link>,
    );
    expect(page.getByRole('link', { name: 'navigate to /es/contact/' })).toBeTruthy();
  });

  it('spec 2.14: href is external: it gets a trailing slash and http opens in a new tab with nofollow', async () => {
    const drawn = await link(<Link href="https://crew.example.com/jobs">Crew jobs</Link>);
    expect(drawn.getAttribute('href')).toBe('https://crew.example.com/jobs/');
    expect(drawn.hasAttribute('aria-label')).toBe(false);
    expect(drawn.getAttribute('target')).toBe('_blank');
    expect(drawn.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  });

  it('spec 2.14: an internal link flagged for a new tab opens in one', async () => {
    const drawn = await link(
      <Link to="/brochure" newTab>
        Brochure
      </Link>,
    );
    expect(drawn.getAttribute('target')).toBe('_blank');
    expect(drawn.getAttribute('rel') ?? '').not.toContain('nofollow');
  });

  it("spec 2.14: the obfuscated variant is a focusable role='link' element with data-href, not an anchor", async () => {
    const drawn = await link(
      <Link to="/contact" obfuscated className="underline">
        Contact
      </Link>,
    );
    expect([drawn.tagName, drawn.textContent, drawn.getAttribute('tabindex'), drawn.getAttribute('data-href')]).toEqual(['SPAN', 'Contact', '0', '/contact/']);
    expect(drawn.classList.contains('underline')).toBe(true);
    const page = await renderDom(
      <Link to="/contact" locale="es" obfuscated labels={labels}>
        {icon}
      </Link>,
    );
    expect(page.getByRole('link', { name: 'navigate to /es/contact/' }).tagName).toBe('SPAN');
  });

  it('spec 8.5: a link without to or href logs the message and renders an empty URL', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await renderDom(<Link>Nowhere</Link>);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(MISSING_LINK_MESSAGE));
    expect(container.querySelector('a')?.getAttribute('href')).toBe('');
  });
});
