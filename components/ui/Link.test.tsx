import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, linkLabel, MISSING_LINK_MESSAGE } from './Link';

afterEach(() => vi.restoreAllMocks());

const labels = { home: 'navigate to homepage', other: 'navigate to {url}' };
const icon = <svg aria-hidden="true" />;

describe('Link (spec 2.14)', () => {
  it('spec 2.14: `to` is localised with a trailing slash; a link with visible text is named by that text, not an aria-label', () => {
    expect(renderToStaticMarkup(<Link to="/">Home</Link>)).toBe('<a href="/">Home</a>');
    expect(
      renderToStaticMarkup(
        <Link to="/yacht-charter" locale="es">
          Chárter
        </Link>,
      ),
    ).toBe('<a href="/es/yacht-charter/">Chárter</a>');
  });

  it("spec 2.14: a link without visible text is labelled 'navigate to homepage' for '/' in every locale", () => {
    expect(renderToStaticMarkup(<Link to="/" labels={labels}>{icon}</Link>)).toBe(
      '<a href="/" aria-label="navigate to homepage"><svg aria-hidden="true"></svg></a>',
    );
    expect(
      renderToStaticMarkup(
        <Link to="/" locale="es" labels={{ home: 'ir a la página de inicio', other: 'ir a {url}' }}>
          {icon}
        </Link>,
      ),
    ).toContain('href="/es/" aria-label="ir a la página de inicio"');
  });

  it("spec 2.14: otherwise 'navigate to {url}' with the localised URL", () => {
    expect(linkLabel('/es/yachts-for-charter/', labels)).toBe('navigate to /es/yachts-for-charter/');
    expect(linkLabel('/es/?q=1', labels)).toBe('navigate to homepage');
    expect(renderToStaticMarkup(<Link to="/contact" locale="es" labels={labels}>{icon}</Link>)).toContain(
      'aria-label="navigate to /es/contact/"',
    );
  });

  it('spec 2.14: href is external: it gets a trailing slash and http opens in a new tab with nofollow', () => {
    const html = renderToStaticMarkup(<Link href="https://crew.example.com/jobs">Crew jobs</Link>);
    expect(html).toContain('href="https://crew.example.com/jobs/"');
    expect(html).not.toContain('aria-label');
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
      <Link to="/contact" obfuscated className="underline">
        Contact
      </Link>,
    );
    expect(html).toBe('<span role="link" tabindex="0" data-href="/contact/" class="cursor-pointer underline">Contact</span>');
    expect(renderToStaticMarkup(<Link to="/contact" locale="es" obfuscated labels={labels}>{icon}</Link>)).toContain(
      'aria-label="navigate to /es/contact/"',
    );
  });

  it('spec 8.5: a link without to or href logs the message and renders an empty URL', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(<Link>Nowhere</Link>);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(MISSING_LINK_MESSAGE));
    expect(html).toContain('href=""');
  });
});
