import { describe, expect, it } from 'vitest';
import { firstLoadScripts, splitHtml } from './html-split';

describe('splitHtml', () => {
  it('counts the RSC payload, other inline scripts and styles apart from the markup', () => {
    const rsc = '<script>self.__next_f.push([1,"0:{\\"a\\":1}"])</script>';
    const inline = '<script>document.documentElement.dataset.units="m"</script>';
    const style = '<style>.a{color:red}</style>';
    const markup = '<html><head><script src="/_next/a.js" async=""></script></head><body><p>é</p></body></html>';
    const html = markup.replace('<body>', `<body>${style}${inline}${rsc}`);
    const split = splitHtml(html);
    expect(split.rsc).toBe(rsc.length);
    expect(split.scripts).toBe(inline.length);
    expect(split.styles).toBe(style.length);
    // The external script tag is markup; é is two bytes.
    expect(split.markup).toBe(markup.length + 1);
    expect(split.total).toBe(split.markup + split.rsc + split.scripts + split.styles);
  });

  it('lists each script a current browser loads once, with preloaded island chunks, without the noModule polyfills', () => {
    const html =
      '<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" fetchPriority="low"/><link rel="preload" as="image" href="/media/x.jpg"/>' +
      '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script>' +
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
      '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/a.js" async=""></script><script src="https://x.example/c.js"></script>';
    expect(firstLoadScripts(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/lazy.js']);
  });
});
