import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../schema/constants/locale';
import type { RichTextValue } from '../../schema/rich-text';
import { renderRichText, type InlineItemKind } from './RichTextContent';

const value = (html: string, extra: Partial<RichTextValue> = {}): RichTextValue => ({
  html,
  links: {},
  images: {},
  linkedItems: [],
  ...extra,
});

const render = (
  html: string,
  extra: Partial<RichTextValue> = {},
  locale: Locale = 'en',
  renderItem: (codename: string, kind: InlineItemKind) => string = (codename, kind) => `[${kind}:${codename}]`,
): string => renderToStaticMarkup(<>{renderRichText(value(html, extra), { locale, renderItem })}</>);

describe('rich text safety', () => {
  it('drops <script> with its content, keeping the text around it', () => {
    const html = render('<p>Before<script>alert("x")</script>after</p><script>steal()</script>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('alert');
    expect(html).not.toContain('steal');
    expect(html).toContain('Before');
    expect(html).toContain('after');
  });

  it('never copies on* event handlers or style attributes', () => {
    const html = render('<p onclick="evil()" style="color:red">Hi <strong onmouseover="evil()">there</strong></p><img src="https://x/y.jpg" onerror="evil()">');
    expect(html).not.toMatch(/on(click|mouseover|error)/i);
    expect(html).not.toContain('evil');
    expect(html).not.toContain('style=');
    expect(html).toContain('there');
  });

  it('drops javascript: and data: URLs, also when disguised, keeping the link text', () => {
    const html = render('<p><a href="javascript:alert(1)">one</a> <a href=" JaVaScRiPt:alert(2)">two</a> <a href="&#106;avascript:alert(3)">three</a> <a href="data:text/html,x">four</a></p>');
    expect(html).not.toMatch(/javascript|data:/i);
    expect(html).not.toContain('<a');
    for (const text of ['one', 'two', 'three', 'four']) expect(html).toContain(text);
  });

  it('drops <iframe>, <style>, <object> that is not a Kontent item, forms and svg', () => {
    const html = render(
      '<p>a</p><iframe src="https://evil.example"></iframe><style>body{display:none}</style><object data="x.swf"></object><form><input></form><svg><script>x()</script></svg><p>b</p>',
    );
    expect(html).not.toMatch(/<(iframe|style|object|form|input|svg|script)/);
    expect(html).not.toMatch(/evil|display:none|x\.swf|x\(\)/);
    expect(html.replace(/ class="[^"]*"/g, '')).toBe('<p>a</p><p>b</p>');
  });

  it('escapes text, so markup written as text stays text', () => {
    expect(render('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toContain('&lt;script&gt;');
  });

  it('keeps the structure editors use: headings, lists, emphasis, tables', () => {
    const html = render('<h2>Title</h2><ul><li><strong>Bold</strong> and <em>italic</em></li></ul><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table>');
    expect(html).toMatch(/<h2[^>]*>Title<\/h2>/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*><strong[^>]*>Bold<\/strong> and <em[^>]*>italic<\/em><\/li><\/ul>/);
    expect(html).toMatch(/<td[^>]* colSpan="2"[^>]*>Cell<\/td>/);
  });
});

describe('rich text links (spec 2.14)', () => {
  it("spec 2.14: hrefs starting with '/' become localised routes with a trailing slash", () => {
    expect(render('<p><a href="/yachts-for-sale">Sale</a></p>', {}, 'es')).toContain('href="/es/yachts-for-sale/"');
    expect(render('<p><a href="/yachts-for-sale?size=40">Sale</a></p>', {}, 'en')).toContain('href="/yachts-for-sale/?size=40"');
  });

  it('spec 2.14: item links resolve through the links map to the url_slug', () => {
    const links = { 'f4b3fc05-e362-4ce5-b2b6-2a7d8f4b8c2e': { codename: 'about', type: 'page', urlSlug: '/about' } };
    const html = render('<p><a data-item-id="f4b3fc05-e362-4ce5-b2b6-2a7d8f4b8c2e" href="">About us</a></p>', { links }, 'es');
    expect(html).toContain('href="/es/about/"');
    expect(html).toContain('About us');
  });

  it('an item link that cannot be resolved keeps its text without a dead link', () => {
    const html = render('<p><a data-item-id="unknown" href="">Gone</a></p>');
    expect(html).not.toContain('<a');
    expect(html).toContain('Gone');
  });

  it("spec 2.14: http links open in a new tab with rel 'nofollow noopener noreferrer'", () => {
    const html = render('<p><a href="https://www.example.org/regatta">Regatta</a></p>');
    expect(html).toContain('href="https://www.example.org/regatta"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="nofollow noopener noreferrer"');
  });

  it('spec 2.14: tel: and mailto: links are left unchanged and open in the same tab', () => {
    const html = render('<p><a href="tel:+34971000000">Call</a> <a href="mailto:charter@example.com">Write</a></p>');
    expect(html).toContain('href="tel:+34971000000"');
    expect(html).toContain('href="mailto:charter@example.com"');
    expect(html).not.toContain('target=');
  });
});

describe('inline items and images', () => {
  it('inline linked items and components render through the callback, in place', () => {
    const html = render(
      '<p>Intro</p><object type="application/kenticocloud" data-type="item" data-rel="component" data-codename="n1a2_quote"></object><object type="application/kenticocloud" data-type="item" data-rel="link" data-codename="fleet_numbers"></object><p>Outro</p>',
    );
    expect(html).toMatch(/Intro.*\[component:n1a2_quote\].*\[item:fleet_numbers\].*Outro/);
  });

  it('inline images use the image map, with alt text, lazily loaded', () => {
    const images = {
      img1: { url: 'https://assets.example.com/pool.jpg', description: 'Pool deck', width: 1200, height: 800 },
    };
    const html = render('<figure data-asset-id="a1" data-image-id="img1"><img src="https://assets.example.com/pool.jpg" data-asset-id="a1" data-image-id="img1" alt=""></figure>', { images });
    expect(html).toContain('src="https://assets.example.com/pool.jpg"');
    expect(html).toContain('width="1200"');
    expect(html).toContain('alt="Pool deck"');
    expect(html).toContain('loading="lazy"');
  });
});
