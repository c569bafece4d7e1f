import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MISSING_LINK_MESSAGE } from './Link';

afterEach(() => vi.restoreAllMocks());

describe('Link (spec 2.14)', () => {
  it("spec 2.14: the accessible label is 'navigate to homepage' for '/', in every locale", () => {
    expect(renderToStaticMarkup(<Link to="/">Home</Link>)).toBe(
      '<a href="/" aria-label="navigate to homepage">Home</a>',
    );
    expect(
      renderToStaticMarkup(
        <Link to="/" locale="es">
          Inicio
        </Link>,
      ),
    ).toContain('href="/es/" aria-label="navigate to homepage"');
  });

  it("spec 2.14: otherwise the label is 'navigate to {url}' with the localised URL", () => {
    const html = renderToStaticMarkup(
      <Link to="/yachts-for-charter" locale="es">
        Chárter
      </Link>,
    );
    expect(html).toBe('<a href="/es/yachts-for-charter/" aria-label="navigate to /es/yachts-for-charter/">Chárter</a>');
  });

  it('spec 2.14: href is external: it gets a trailing slash and http opens in a new tab with nofollow', () => {
    const html = renderToStaticMarkup(<Link href="https://crew.example.com/jobs">Crew jobs</Link>);
    expect(html).toContain('href="https://crew.example.com/jobs/"');
    expect(html).toContain('aria-label="navigate to https://crew.example.com/jobs/"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="nofollow noopener noreferrer"');
  });

  it('spec 2.14: an internal link flagged for a new tab opens in one', () => {
    const html = renderToStaticMarkup(
      <Link to="/brochure" newTab>
        Brochure
      </Link>,
    );
    expect(html).toContain('target="_blank"');
    expect(html).not.toContain('nofollow');
  });

  it("spec 2.14: the obfuscated variant is a focusable role='link' element with data-href, not an anchor", () => {
    const html = renderToStaticMarkup(
      <Link to="/contact" obfuscated>
        Contact
      </Link>,
    );
    expect(html).toBe(
      '<span role="link" tabindex="0" data-href="/contact/" aria-label="navigate to /contact/">Contact</span>',
    );
  });

  it('spec 8.5: a link without to or href logs the message and renders an empty URL', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(<Link>Nowhere</Link>);
    expect(error).toHaveBeenCalledWith(MISSING_LINK_MESSAGE);
    expect(html).toContain('href=""');
  });
});
