import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERATION_CHECK_MS, MISS_RECHECK_MS, ROUTE_TABLE_TTL_MS, createRouteTable, type RouteTableData } from './route-table';

const table = (pages: string[], redirects: RouteTableData['redirects'] = {}, listings: RouteTableData['listings'] = {}): RouteTableData => ({
  pages: { en: pages, es: ['/'] },
  redirects,
  listings,
});

/** A loader answering the given bodies in turn (the last one repeats), counting its calls. */
const loader = (...answers: unknown[]) => {
  let calls = 0;
  const load = vi.fn(async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return load;
};

describe('the route table of the proxy (spec 2.3, 2.4)', () => {
  let clock = 0;
  const now = () => clock;
  afterEach(() => {
    clock = 0;
    vi.restoreAllMocks();
  });

  it('tells pages, redirects and missing paths apart per locale', async () => {
    const redirect = { to: '/yacht-charter', status: 301, absolute: false } as const;
    const lookup = createRouteTable(loader(table(['/', '/about'], { en: { '/charter': redirect } })), now);
    expect(await lookup('en', '/about')).toEqual({ kind: 'page' });
    expect(await lookup('en', '/charter')).toEqual({ kind: 'redirect', redirect });
    expect(await lookup('es', '/about')).toEqual({ kind: 'missing' });
    expect(await lookup('en', '/no-such-page')).toEqual({ kind: 'missing' });
  });

  it('lets through the pages of a listing in range, sends page 1 to the page itself and refuses the rest', async () => {
    const lookup = createRouteTable(loader(table(['/', '/yachts', '/about'], {}, { en: { '/yachts': 3 }, es: { '/yates': 2 } })), now);
    expect(await lookup('en', '/yachts/page/2')).toEqual({ kind: 'page' });
    expect(await lookup('en', '/yachts/page/3')).toEqual({ kind: 'page' });
    expect(await lookup('en', '/yachts/page/1')).toEqual({ kind: 'redirect', redirect: { to: '/yachts', status: 308, absolute: false } });
    expect(await lookup('en', '/yachts/page/4')).toEqual({ kind: 'invalid' });
    for (const slug of ['/yachts/page/0', '/yachts/page/abc', '/yachts/page/02', '/about/page/2', '/nothing/page/2']) {
      expect(await lookup('en', slug), slug).toEqual({ kind: 'missing' });
    }
    // Each locale has its own listings.
    expect(await lookup('es', '/yachts/page/2')).toEqual({ kind: 'missing' });
  });

  it('tells a path a route claims but whose check fails from an unmatched one (spec 2.3, 8.1)', async () => {
    const pages = ['/', '/yachts', '/yacht-for-charter/aurora', '/yacht-for-charter/boreas', '/offices-and-people', '/offices-and-people/monaco', '/offices-and-people/london', '/about/team'];
    const lookup = createRouteTable(loader({ pages: { en: pages, es: ['/', '/oficinas-y-personas/monaco', '/oficinas-y-personas/londres'] }, redirects: {}, listings: { en: { '/yachts': 3 } } }), now);
    // A listing page past its last page, an unknown yacht, an unknown office: the route's own check fails.
    expect(await lookup('en', '/yachts/page/9')).toEqual({ kind: 'invalid' });
    expect(await lookup('en', '/yacht-for-charter/no-such-yacht')).toEqual({ kind: 'invalid' });
    expect(await lookup('en', '/offices-and-people/atlantis')).toEqual({ kind: 'invalid' });
    expect(await lookup('es', '/oficinas-y-personas/atlantida')).toEqual({ kind: 'invalid' });
    // No route claims these.
    for (const slug of ['/no-such-page', '/yacht-for-charter/aurora/more', '/about/board', '/offices-and-people/atlantis/x']) {
      expect(await lookup('en', slug), slug).toEqual({ kind: 'missing' });
    }
    expect(await lookup('es', '/offices-and-people/atlantis')).toEqual({ kind: 'missing' });
  });

  it('reads a table without listings as having none', async () => {
    const lookup = createRouteTable(loader({ pages: { en: ['/', '/yachts'] }, redirects: {} }), now);
    expect(await lookup('en', '/yachts')).toEqual({ kind: 'page' });
    expect(await lookup('en', '/yachts/page/2')).toEqual({ kind: 'missing' });
  });

  it('re-reads the table for a missing path at most once per recheck interval, however many arrive', async () => {
    const load = loader(table(['/']));
    const lookup = createRouteTable(load, now);
    await lookup('en', '/');
    clock += MISS_RECHECK_MS;
    await Promise.all(Array.from({ length: 50 }, (_, i) => lookup('en', `/random-${i}`)));
    for (let i = 0; i < 50; i += 1) await lookup('en', `/more-${i}`);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('finds a page published after the last read on the next recheck', async () => {
    const lookup = createRouteTable(loader(table(['/']), table(['/', '/new-page'])), now);
    expect(await lookup('en', '/new-page')).toEqual({ kind: 'missing' });
    clock += MISS_RECHECK_MS;
    expect(await lookup('en', '/new-page')).toEqual({ kind: 'page' });
  });

  it('refreshes a stale table in the background without holding the request', async () => {
    const load = loader(table(['/old']), table(['/new']));
    const lookup = createRouteTable(load, now);
    expect(await lookup('en', '/old')).toEqual({ kind: 'page' });
    clock += ROUTE_TABLE_TTL_MS + 1;
    expect(await lookup('en', '/old')).toEqual({ kind: 'page' });
    expect(await lookup('en', '/new')).toEqual({ kind: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets every path through to the page while no table can be read, and retries later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = loader(new Error('status 500'), { pages: 'not a table' }, table(['/']));
    const lookup = createRouteTable(load, now);
    expect(await lookup('en', '/anything')).toEqual({ kind: 'page' });
    clock += MISS_RECHECK_MS;
    expect(await lookup('en', '/anything')).toEqual({ kind: 'page' });
    clock += MISS_RECHECK_MS;
    expect(await lookup('en', '/anything')).toEqual({ kind: 'missing' });
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('re-reads the table within a second when a publish on another instance changes the shared generation', async () => {
    const load = loader(table(['/', '/about']), table(['/'], { en: { '/about': { to: '/team', status: 301, absolute: false } } }));
    let generation = '1';
    const lookup = createRouteTable(load, now, async () => generation);
    expect(await lookup('en', '/about')).toEqual({ kind: 'page' });
    // The page was removed elsewhere: well inside the table's minute, the copy still lists it.
    generation = '2';
    clock += GENERATION_CHECK_MS;
    await lookup('en', '/about');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    clock += GENERATION_CHECK_MS;
    await vi.waitFor(async () => expect(await lookup('en', '/about')).toEqual({ kind: 'redirect', redirect: { to: '/team', status: 301, absolute: false } }));
    expect(clock).toBeLessThan(ROUTE_TABLE_TTL_MS);
  });

  it('without a shared generation (no Redis) the copy lives its minute as before', async () => {
    const load = loader(table(['/', '/about']), table(['/']));
    const lookup = createRouteTable(load, now, async () => null);
    await lookup('en', '/about');
    clock += ROUTE_TABLE_TTL_MS - 1;
    expect(await lookup('en', '/about')).toEqual({ kind: 'page' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
