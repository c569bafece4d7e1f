/**
 * The page resolver against the local Delivery API through the production SDK client: lookup,
 * breadcrumbs, redirects, failures and the error-6 split fetch, checked by the queries the API
 * receives and by the page the site renders.
 */
import { isDeliveryOutage } from '../delivery/circuit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleImage, sampleVideo } from '../../schema/fixtures';
import { PageError } from './errors';
import { resolvePage, type ResolvedPage, type Resolution } from './resolve';
import { MED_SLUG, page, siteContent, yes } from '../../testing/page-content';
import { standIn, variant, el, type RecordedRequest, type StandInOptions, type Variant } from '../../testing/delivery-stand-in';

const resolve = async (slug: string, options: StandInOptions & { language?: string; preview?: boolean; items?: Variant[] } = {}) => {
  const { client, requests } = standIn(options.items ?? siteContent(), options);
  const result = await resolvePage({ client, slug, language: options.language ?? 'en', preview: options.preview ?? false });
  return { result, requests };
};

const resolved = (result: Resolution): ResolvedPage => {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
};

const pageError = async (promise: Promise<unknown>): Promise<PageError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PageError)) throw new Error(`expected a PageError, got ${String(error)}`);
  return error;
};

/** The parameters of a request that matter to the resolver's queries. */
const query = (request: RecordedRequest | undefined) => {
  const p = request?.params;
  const filter = [...(p?.keys() ?? [])].find((key) => key.startsWith('elements.') || key.startsWith('system.codename'));
  return {
    filter: filter === undefined ? undefined : `${filter}=${p?.get(filter) ?? ''}`,
    depth: p?.get('depth'),
    excludeElements: p?.get('excludeElements'),
    language: p?.get('language'),
  };
};

const codenames = (items: readonly { system: { codename: string } }[]) => items.map((i) => i.system.codename);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page lookup (spec 2.4, 7.1, 9.3)', () => {
  it('spec 7.1: looks the page up by url_slug at depth 4, limit 100, child_pages excluded, with the total count', async () => {
    const { result, requests } = await resolve(MED_SLUG);
    expect(requests[0]?.params.get('system.type')).toBe('page');
    expect(query(requests[0])).toEqual({
      filter: `elements.url_slug[eq]=${MED_SLUG}`,
      depth: '4',
      excludeElements: 'child_pages',
      language: 'en',
    });
    expect(requests[0]?.params.get('limit')).toBe('100');
    expect(requests[0]?.params.get('includeTotalCount')).toBe('true');
    const { page, linkedItems } = resolved(result);
    expect(page.title).toBe('Mediterranean charter');
    // Four levels: intro > button > charter page > its headline; no child page anywhere.
    expect(linkedItems['charter_headline']?.elements['text']?.value).toBe('Charter with us');
    expect(linkedItems['charter']?.elements['child_pages']).toBeUndefined();
    expect(Object.keys(linkedItems)).not.toContain('caribbean');
  });

  it('spec 2.1: a Spanish request gets the Spanish page, with English items where a translation is missing', async () => {
    const { result, requests } = await resolve(MED_SLUG, { language: 'es' });
    const { page, components } = resolved(result);
    expect(requests.every((r) => r.params.get('language') === 'es')).toBe(true);
    expect(page.title).toBe('Chárter en el Mediterráneo');
    expect(components.map((c) => [c.system.codename, c.system.language])).toEqual([
      ['med_cover', 'es'],
      ['med_grid', 'en'],
      ['med_intro', 'en'],
    ]);
  });

  it('spec 3.1: seoDescription is the description, else additional_info_description, and the reverse for the tile text', async () => {
    const english = resolved((await resolve(MED_SLUG)).result).page;
    expect([english.seoDescription, english.additionalInfoDescription]).toEqual(['Islands, coves and harbours', 'Islands, coves and harbours']);
    const spanish = resolved((await resolve(MED_SLUG, { language: 'es' })).result).page;
    expect([spanish.seoDescription, spanish.additionalInfoDescription]).toEqual(['Islas y calas', 'Islas y calas']);
  });

  it.each([
    ['no flag', 'index, follow', {}],
    ['noindex', 'noindex, follow', { noindex: yes() }],
    ['nofollow', 'index, nofollow', { nofollow: yes() }],
    ['noarchive', 'index, follow, noarchive', { noarchive: yes() }],
    ['nosnippet', 'index, follow, nosnippet', { nosnippet: yes() }],
    ['every flag', 'noindex, nofollow, noarchive, nosnippet', { noindex: yes(), nofollow: yes(), noarchive: yes(), nosnippet: yes() }],
    ["'no' and empty choices", 'index, follow', { noindex: el.choice('no'), nosnippet: el.choice() }],
  ])('spec 5.4: a page with %s has the robots string "%s"', async (_, robots, flags) => {
    const { result } = await resolve('/about', { items: [page('about', '/about', 'About us', [], flags)] });
    expect(resolved(result).page.robots).toBe(robots);
  });

  it('spec 2.5, 4.7: the social image is the cover image, or its poster when the cover is a video', async () => {
    expect(resolved((await resolve(MED_SLUG)).result).pageImage).toBe(sampleImage.url);
    expect(resolved((await resolve(MED_SLUG, { language: 'es' })).result).pageImage).toBe(sampleVideo.videoPoster);
  });

  it('spec 4.6: preview reads drafts from the preview API; live pages do not show them', async () => {
    const drafts = [page('launch', '/launch', 'New launch')];
    expect((await resolve('/launch', { drafts })).result.kind).toBe('not-found');
    const { result, requests } = await resolve('/launch', { drafts, preview: true });
    expect(resolved(result).page.title).toBe('New launch');
    expect(requests[0]?.path).toBe('/preview/demo/items');
  });
});

describe('breadcrumbs (spec 2.4 step 7)', () => {
  it('spec 2.4.7: the trail names each ancestor page, and the breadcrumbs component is kept out of the component list', async () => {
    const { result } = await resolve(MED_SLUG);
    const { breadcrumbs, components } = resolved(result);
    expect(breadcrumbs.trail).toEqual([
      { title: 'Home', path: '/' },
      { title: 'Charter', path: '/yacht-charter' },
      { title: 'Mediterranean charter', path: MED_SLUG },
    ]);
    expect(breadcrumbs.component?.system.codename).toBe('med_breadcrumbs');
    expect(codenames(components)).toEqual(['med_cover', 'med_grid', 'med_intro']);
  });

  it("spec 2.4.7: deactivate_breadcrumbs 'yes' gives no trail and asks for no ancestors", async () => {
    const items = [...siteContent(), page('offers', '/yacht-charter/offers', 'Offers', [], { deactivate_breadcrumbs: yes() })];
    const { result, requests } = await resolve('/yacht-charter/offers', { items });
    expect(resolved(result).breadcrumbs.trail).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('an ancestor query the content service cannot answer fails the page, so it is not cached without its trail', async () => {
    const failure = await resolve(MED_SLUG, { failWhen: (params) => params.has('elements.url_slug[in]') }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDeliveryOutage(failure)).toBe(true);
  });
});

describe('not found and redirects (spec 2.3, 8.1)', () => {
  it('spec 8.1: a path without a page and without a redirect is not found, after one page and one redirect query', async () => {
    const { result, requests } = await resolve('/no-such-page');
    expect(result).toEqual({ kind: 'not-found' });
    expect(requests.map((r) => r.params.get('system.type'))).toEqual(['page', 'redirect']);
    expect(requests[1]?.params.get('elements.redirect_from[in]')).toContain('/no-such-page/');
  });

  it('spec 2.3: a path without a page resolves to its CMS redirect, relative or absolute', async () => {
    expect((await resolve('/charter')).result).toEqual({
      kind: 'redirect',
      redirect: { to: '/yacht-charter', status: 301, absolute: false },
    });
    expect((await resolve('/crew')).result).toEqual({
      kind: 'redirect',
      redirect: { to: 'https://crew.example.com/jobs', status: 302, absolute: true },
    });
  });

  it('spec 8.1: a page with no title cannot be rendered: a 500 naming the page and the element', async () => {
    const broken = variant('broken', 'page', 'en', { title: el.text(' '), url_slug: el.slug('/broken'), components: el.linked() });
    const error = await pageError(resolve('/broken', { items: [broken] }));
    expect([error.statusCode, error.statusMessage]).toEqual([500, 'Internal Server Error']);
    expect(error.message).toContain('broken');
    expect(error.message).toContain('title');
  });
});

describe('fetch failures and the split fetch of error code 6 (spec 7.1, 8.1)', () => {
  it('spec 8.1: a page fetch error other than code 6 is a 500 and no split fetch is tried', async () => {
    const unauthorised = await pageError(resolve(MED_SLUG, { deliveryKey: 'secret' }));
    expect([unauthorised.statusCode, unauthorised.statusMessage]).toEqual([500, 'Internal Server Error']);
    expect(unauthorised.message).toContain('Content service error 3');
    const { client, requests } = standIn(siteContent(), { failWhen: () => true });
    const offline = await pageError(resolvePage({ client, slug: MED_SLUG, language: 'en', preview: false }));
    expect(offline.statusCode).toBe(500);
    expect(requests).toHaveLength(1);
  });

  it.each(['en', 'es'])('spec 7.1: on error code 6 (%s) the page is fetched at depth 1, then its components by codename: grids at depth 2, others at 3', async (language) => {
    const full = await resolve(MED_SLUG, { language });
    const fullBytes = full.requests[0]?.bytes ?? 0;
    const split = await resolve(MED_SLUG, { language, maxResponseBytes: fullBytes - 1 });
    const [tooLarge, shallow, ...rest] = split.requests;
    expect([tooLarge?.status, tooLarge?.errorCode]).toEqual([400, 6]);
    expect(query(shallow)).toEqual({ filter: `elements.url_slug[eq]=${MED_SLUG}`, depth: '1', excludeElements: 'child_pages', language });
    expect(rest.filter((r) => r.params.has('system.codename[in]')).map(query)).toEqual([
      { filter: 'system.codename[in]=med_grid', depth: '2', excludeElements: 'child_pages', language },
      { filter: 'system.codename[in]=med_breadcrumbs,med_cover,med_intro', depth: '3', excludeElements: 'child_pages', language },
    ]);
    // Merged back, the page is the one the full fetch returns when the size limit is lifted.
    expect(split.result).toEqual(full.result);
  });

  it('spec 8.1: error code 6, then the page at depth 1 is still too large: a 500', async () => {
    const { client, requests } = standIn(siteContent(), { maxResponseBytes: 100 });
    const error = await pageError(resolvePage({ client, slug: MED_SLUG, language: 'en', preview: false }));
    expect(error.statusCode).toBe(500);
    expect(error.message).toContain('Content service error 6');
    expect(requests.map((r) => [r.params.get('depth'), r.errorCode])).toEqual([
      ['4', 6],
      ['1', 6],
    ]);
  });

  it('spec 8.1: error code 6, then the component fetch fails: a 500, not a page without components', async () => {
    const fullBytes = (await resolve(MED_SLUG)).requests[0]?.bytes ?? 0;
    const { client, requests } = standIn(siteContent(), {
      maxResponseBytes: fullBytes - 1,
      failWhen: (params) => params.has('system.codename[in]'),
    });
    const error = await pageError(resolvePage({ client, slug: MED_SLUG, language: 'en', preview: false }));
    expect(error.statusCode).toBe(500);
    expect(requests.some((r) => r.params.has('system.codename[in]') && r.status === 0)).toBe(true);
  });
});
