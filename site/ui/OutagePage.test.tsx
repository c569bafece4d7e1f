import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import es from '../messages/es.json';
import { OutagePage } from './OutagePage';

describe('the 503 page while the CMS is down', () => {
  it.each([
    ['en', en, '/about/'],
    ['es', es, '/es/'],
  ] as const)('speaks %s and offers the asked-for page again and the home page', (locale, words, retry) => {
    const html = renderToStaticMarkup(<OutagePage locale={locale} retryHref={retry} />);
    expect(html).toContain(`<h1`);
    expect(html).toContain(words.outage.heading);
    expect(html).toContain(words.outage.message);
    expect(html).toMatch(new RegExp(`<a href="${retry}"[^>]*>${words.outage.retry}</a>`));
    expect(html).toContain(words.error.goHome);
  });
});
