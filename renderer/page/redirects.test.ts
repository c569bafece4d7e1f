/** Spec 2.3: CMS redirects, read from the local Delivery API: one path at a time, or the whole table. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRedirect, listRedirects, REDIRECT_LIMIT } from './redirects';
import { redirects } from '../../testing/page-content';
import { el, standIn, variant } from '../../testing/delivery-stand-in';

const setup = (items = redirects()) => {
  const { client, requests } = standIn(items);
  return { requests, q: (language = 'en') => ({ client, language, preview: false }) };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('one redirect by path (spec 2.3)', () => {
  it.each([
    ['/charter', { to: '/yacht-charter', status: 301, absolute: false }],
    ['/news', { to: '/yachting-news', status: 302, absolute: false }],
    ['/offers', { to: '/yacht-charter', status: 307, absolute: false }],
    ['/brokers', { to: '/offices-and-people', status: 308, absolute: false }],
    ['/crew', { to: 'https://crew.example.com/jobs', status: 302, absolute: true }],
    ['/old', { to: '/yacht-charter', status: 301, absolute: false }],
  ])('spec 2.3: %s redirects as %o', async (slug, expected) => {
    const { q } = setup();
    expect(await findRedirect({ ...q(), slug })).toEqual(expected);
  });

  it('asks for the redirect items of the path as an editor may write it, without linked items', async () => {
    const { q, requests } = setup();
    expect(await findRedirect({ ...q(), slug: '/yacht-charter' })).toBeNull();
    const params = requests[0]?.params;
    expect(params?.get('system.type')).toBe('redirect');
    expect(params?.get('elements.redirect_from[in]')?.split(',')).toEqual(['/yacht-charter', '/yacht-charter/', '/en/yacht-charter', '/en/yacht-charter/', '/es/yacht-charter', '/es/yacht-charter/']);
    expect([params?.get('depth'), params?.get('limit'), params?.get('language')]).toEqual(['0', '6', 'en']);
  });

  it('a path holding a comma is asked for as it is, since an [in] list is split at commas', async () => {
    const { q, requests } = setup();
    expect(await findRedirect({ ...q(), slug: '/a,b' })).toBeNull();
    expect(requests[0]?.params.get('elements.redirect_from[eq]')).toBe('/a,b');
  });

  it('spec 2.1: a Spanish path finds the Spanish variant; the English path is not a Spanish redirect', async () => {
    const { q } = setup();
    expect(await findRedirect({ ...q('es'), slug: '/alquiler' })).toMatchObject({ to: '/yacht-charter', status: 301 });
    expect(await findRedirect({ ...q('es'), slug: '/charter' })).toBeNull();
    expect(await findRedirect({ ...q('en'), slug: '/alquiler' })).toBeNull();
  });

  it('a redirect without a target is logged with its codename and ignored', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { q } = setup();
    expect(await findRedirect({ ...q(), slug: '/unfinished' })).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('redirect_unfinished'));
  });
});

describe('the redirect table (spec 2.3)', () => {
  it('spec 2.3: keys every complete redirect of a language by its path, in one request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { q, requests } = setup();
    const table = await listRedirects(q());
    expect(Object.keys(table).sort()).toEqual(['/brokers', '/charter', '/crew', '/news', '/offers', '/old']);
    expect(table['/crew']).toEqual({ to: 'https://crew.example.com/jobs', status: 302, absolute: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.params.get('limit')).toBe(String(REDIRECT_LIMIT));
  });

  it('spec 2.1: the Spanish table holds the Spanish variants and the English redirects not translated', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { q } = setup();
    const table = await listRedirects(q('es'));
    expect(table['/alquiler']).toMatchObject({ to: '/yacht-charter' });
    expect(table['/charter']).toBeUndefined();
    expect(table['/news']).toMatchObject({ to: '/yachting-news' });
  });

  it('spec 2.3: a path written as a visitor sees it (trailing slash, locale prefix) still redirects', async () => {
    const written = (codename: string, from: string) => variant(codename, 'redirect', 'en', { redirect_from: el.text(from), redirect_to: el.text('/yacht-charter') });
    const { q } = setup([written('redirect_slash', '/summer-offers/'), written('redirect_prefixed', '/en/winter-offers')]);
    expect(Object.keys(await listRedirects(q())).sort()).toEqual(['/summer-offers', '/winter-offers']);
    expect(await findRedirect({ ...q(), slug: '/summer-offers' })).toMatchObject({ to: '/yacht-charter' });
    expect(await findRedirect({ ...q(), slug: '/winter-offers' })).toMatchObject({ to: '/yacht-charter' });
  });

  it('a redirect source that is not a path is logged for the editor and left out', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pasted = variant('redirect_pasted', 'redirect', 'en', {
      redirect_from: el.text('https://www.example.com/old/'),
      redirect_to: el.text('/yacht-charter'),
    });
    const { q } = setup([pasted]);
    expect(await listRedirects(q())).toEqual({});
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/redirect_pasted.*must be a path/));
  });
});
