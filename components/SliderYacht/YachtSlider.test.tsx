// @vitest-environment happy-dom
/** The yacht slider's island with slides on demand (spec 5.3): appended near the viewport, links when that fails. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { YachtCardsResponse } from '../../schema/yacht/cards-response';
import { bringNear, NearObserver, routeCard, spanishCardLabels } from '../../testing/cards-on-demand';
import { YachtSlider } from './YachtSlider.client';

const swiper = vi.hoisted(() => ({ updates: 0 }));
// Swiper's layout is not what is tested here (happy-dom draws nothing): it counts its updates.
vi.mock('swiper', () => ({
  Swiper: class {
    isBeginning = true;
    isEnd = true;
    on() {}
    update() {
      swiper.updates += 1;
      this.isEnd = false;
    }
    destroy() {}
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const urlFor = (yachts: string) => `/api/yacht-cards/?yachts=${yachts}&view=charter&lang=es`;
const url = urlFor('yacht_dione%2Cyacht_eos');
const moreAt = (url: string) => ({
  url,
  links: [
    { href: '/es/yacht-for-charter/dione/', name: 'Dione' },
    { href: '/es/yacht-for-charter/eos/', name: 'Eos' },
  ],
  labels: spanishCardLabels,
  headingLevel: 'h3' as const,
});

// One request per URL for the page's life (components/ui/on-demand): each case asks its own.
const mount = async (asked = url) => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const drawn = [
    <article key="a" data-yacht-card="Y1_AU">
      Aurora
    </article>,
  ];
  await act(async () => root.render(<YachtSlider slides={drawn} labels={{ previous: 'Anterior', next: 'Siguiente' }} more={moreAt(asked)} />));
  const state = () => host.querySelector('[data-more-slides]')?.getAttribute('data-more-slides');
  return { host, state, unmount: () => act(() => root.unmount()) };
};

const comeNear = () => act(async () => bringNear());
const settle = async (state: () => string | null | undefined) => {
  for (let i = 0; i < 50 && ['waiting', 'loading'].includes(state() ?? ''); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
};

describe('yacht slider, slides on demand', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', NearObserver);
    swiper.updates = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('asks nothing until the visitor comes near, then adds the route’s cards after the page’s and has the slider measure them', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ cards: [routeCard('Y4_DI', 'Dione'), routeCard('Y5_EO', 'Eos')] } satisfies YachtCardsResponse));
    vi.stubGlobal('fetch', fetch);
    const { host, state } = await mount();
    expect(fetch).not.toHaveBeenCalled();
    expect(state()).toBe('waiting');
    await comeNear();
    await settle(state);
    expect(fetch.mock.calls.map(([asked]) => String(asked))).toEqual([url]);
    expect(state()).toBe('shown');
    expect([...host.querySelectorAll('li [data-yacht-card]')].map((slide) => slide.getAttribute('data-yacht-card'))).toEqual(['Y1_AU', 'Y4_DI', 'Y5_EO']);
    expect(host.querySelector('a[data-yacht-link]:not([class="yc-link"])')).toBeNull();
    expect(swiper.updates).toBeGreaterThan(0);
    // The slider now has somewhere to go: its buttons show.
    expect(host.querySelector('button[aria-label="Siguiente"]')).not.toBeNull();
  });

  it('lists the other yachts as links when the route fails or answers in another shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [yachts, answer] of [
      ['yacht_down', new Response('{}', { status: 502 })],
      ['yacht_odd', Response.json({ cards: [{ name: 'no id' }] })],
    ] as const) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer),
      );
      const { host, state, unmount } = await mount(urlFor(yachts));
      await comeNear();
      await settle(state);
      expect(state()).toBe('failed');
      expect(host.querySelectorAll('li [data-yacht-card]')).toHaveLength(1);
      expect([...host.querySelectorAll('a[data-yacht-link]')].map((a) => a.textContent)).toEqual(['Dione', 'Eos']);
      await unmount();
    }
  });
});
