import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const at = (path: string) => new URL(path, 'https://www.example.com');

describe('a CMS redirect (spec 2.3)', () => {
  it('keeps the query string of the request, in both languages (spec 2.3)', () => {
    const moved = { to: '/yachting-news', status: 301, absolute: false } as const;
    expect(redirectTarget(moved, 'en', at('/news/?x=1')).toString()).toBe('https://www.example.com/yachting-news/?x=1');
    expect(redirectTarget(moved, 'es', at('/es/news/?x=1&utm_source=mail')).toString()).toBe('https://www.example.com/es/yachting-news/?x=1&utm_source=mail');
  });

  it('keeps the query on an absolute target, where the target wins on a name both carry', () => {
    const away = { to: 'https://crew.example.org/jobs?lang=en', status: 302, absolute: true } as const;
    expect(redirectTarget(away, 'en', at('/crew-jobs/?lang=es&x=1')).toString()).toBe('https://crew.example.org/jobs?lang=en&x=1');
  });

  it('adds nothing when the request has no query', () => {
    expect(redirectTarget({ to: '/', status: 308, absolute: false }, 'es', at('/es/old/')).toString()).toBe('https://www.example.com/es/');
  });
});
