// @vitest-environment happy-dom
/** The similar yachts' island (spec 7.2): cards asked for near the viewport, links when that fails. */
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { YachtCardsResponse } from '../../schema/yacht/cards-response';
import { bringNear, NearObserver, routeCard, spanishCardLabels } from '../../testing/cards-on-demand';
import { SimilarYachts } from './SimilarYachts.client';

// The slider's swiper is not what is tested here: its slides are drawn as they are given.
vi.mock('../SliderYacht/YachtSlider.lazy.client', () => ({ YachtSlider: ({ slides }: { slides: readonly ReactNode[] }) => <div data-slides="">{slides}</div> }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const yachts = [{ Url: '/es/yacht-for-charter/boreas/', YachtId: 'Y10002_BO' }];

const url = (yacht: string) => `/api/similar-yachts/?yacht=${yacht}&view=charter&lang=es`;

const mount = async (yacht: string) => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<SimilarYachts url={url(yacht)} yachts={yachts} names={['Boreas']} labels={spanishCardLabels} sliderLabels={{ previous: 'Anterior', next: 'Siguiente' }} />));
  const block = () => host.querySelector('[data-similar-yachts]');
  return { host, block, unmount: () => act(() => root.unmount()) };
};

const comeNear = () => act(async () => bringNear());
/** The island imports its cards' code, then fetches: both settle over a few turns. */
const settle = async (block: () => Element | null) => {
  for (let i = 0; i < 50 && ['waiting', 'loading'].includes(block()?.getAttribute('data-similar-yachts') ?? ''); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
};

describe('similar yachts on demand', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', NearObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('asks nothing until the visitor comes near, then shows the cards the route answers for this yacht, view and language', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ cards: [routeCard('Y1_BO', 'Boreas'), routeCard('Y2_CA', 'Calypso')] } satisfies YachtCardsResponse));
    vi.stubGlobal('fetch', fetch);
    const { host, block } = await mount('yacht_esperanza');
    expect(fetch).not.toHaveBeenCalled();
    expect(block()?.getAttribute('data-similar-yachts')).toBe('waiting');
    await comeNear();
    await settle(block);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls.map(([asked]) => String(asked))).toEqual([url('yacht_esperanza')]);
    expect(block()?.getAttribute('data-similar-yachts')).toBe('shown');
    expect([...host.querySelectorAll('[data-yacht-card] a')].map((a) => a.getAttribute('href'))).toEqual(['/es/yacht-for-charter/boreas/', '/es/yacht-for-charter/calypso/']);
    expect(host.querySelector('[data-cur="eur"]')?.textContent).toBe('Desde €120,000 por semana');
  });

  it('lists the yachts as links when the route fails, answers in another shape or finds none', async () => {
    const answers = { yacht_down: new Response('{}', { status: 502 }), yacht_odd: Response.json({ cards: [{ name: 'no id' }] }), yacht_none: Response.json({ cards: [] }) };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [yacht, answer] of Object.entries(answers)) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer),
      );
      const { host, block, unmount } = await mount(yacht);
      await comeNear();
      await settle(block);
      expect(block()?.getAttribute('data-similar-yachts')).toBe('failed');
      expect(host.querySelector('[data-yacht-card]')).toBeNull();
      expect([...host.querySelectorAll('a[data-yacht-link]')].map((a) => a.textContent)).toEqual(['Boreas']);
      await unmount();
    }
  });
});
