/** A locator map's still picture (spec 3.10): the land of the view, served as an SVG mask. */
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { MAP_PREVIEW_SHAPES } from '../../../schema/constants/itinerary';
import { el, standIn, variant } from '../../../testing/delivery-stand-in';
import { previewPicture, previewViewSchema } from './preview';

/** The content: a published guide map of the Cyclades, and a map only an editor's draft shows. */
const map = (codename: string, lat: number, lng: number, zoom: number) =>
  variant(codename, 'map_destinations_component', 'en', { destinations: el.linked('map_destination_mykonos'), center_lat: el.number(lat), center_lng: el.number(lng), zoom: el.number(zoom) });
const cms = vi.hoisted(() => ({ down: false }));
const content = standIn([map('guide_map', 37.4467, 25.3289, 6)], { drafts: [map('draft_map', -17, 178.5, 5)], failWhen: () => cms.down });
const grant = vi.hoisted(() => ({ held: false }));

vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));
vi.mock('../delivery', () => ({ getDelivery: () => ({ client: content.client, config: { languages: { en: 'en', es: 'es' } } }) }));
vi.mock('../security/preview-gate', () => ({ PREVIEW_CACHE_CONTROL: 'private, no-store', previewAllowed: () => grant.held }));

const { GET } = await import('../../app/api/map-preview/[zoom]/[lat]/[lng]/[shape]/route');
const get = (zoom: string, lat: string, lng: string, shape: string) =>
  GET(new NextRequest(`http://site/api/map-preview/${zoom}/${lat}/${lng}/${shape}`), { params: Promise.resolve({ zoom, lat, lng, shape }) });

const picture = (zoom: string, lat: string, lng: string, shape = 'wide.svg') => previewPicture(previewViewSchema.parse({ zoom, lat, lng, shape }));
/** The x of every point of the picture's path, per subpath. */
const subpathXs = (svg: string): number[][] =>
  (svg.match(/ d="([^"]*)"/)?.[1] ?? '')
    .split('M')
    .filter(Boolean)
    .map((part) => [...part.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => Number(m[1])));

describe('map preview pictures', () => {
  it('draw the land of the view: the Aegean has coast, the open Atlantic none', async () => {
    const aegean = await picture('6', '37.4467', '25.3289');
    expect(aegean).toMatch(/^<svg [^>]*viewBox="0 0 1536 288"/);
    expect(subpathXs(aegean).length).toBeGreaterThan(20);
    const ocean = await picture('6', '30', '-40');
    expect(subpathXs(ocean)).toEqual([]);
  });

  it('stay inside the picture, and land across the antimeridian is not drawn as a band (Fiji)', async () => {
    for (const shape of ['wide.svg', 'narrow.svg'] as const) {
      const { width } = MAP_PREVIEW_SHAPES[shape === 'wide.svg' ? 'wide' : 'narrow'];
      const fiji = subpathXs(await picture('5', '-17', '180', shape));
      expect(fiji.length).toBeGreaterThan(2);
      for (const xs of fiji) {
        expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...xs)).toBeLessThanOrEqual(width);
        // No island of Fiji is half a picture wide at this zoom.
        expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(width / 2);
      }
    }
  });

  it('are served as SVG, cacheable, and refuse a bad address by naming what is wrong', async () => {
    const ok = await get('6', '37.4467', '25.3289', 'narrow.svg');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml');
    expect(ok.headers.get('cache-control')).toContain('public');
    for (const [params, message] of [
      [{ zoom: '40', lat: '37', lng: '25', shape: 'wide.svg' }, 'zoom must be at most 18'],
      [{ zoom: '6', lat: 'north', lng: '25', shape: 'wide.svg' }, 'lat must be a number'],
      [{ zoom: '6', lat: '37', lng: '200', shape: 'wide.svg' }, 'lng must be at most 180'],
      [{ zoom: '6', lat: '37', lng: '25', shape: 'huge.png' }, 'wide.svg or narrow.svg'],
    ] as const) {
      const bad = await get(params.zoom, params.lat, params.lng, params.shape);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toContain(message);
    }
  });
});

describe('map preview pictures are drawn only for the maps of the content', () => {
  it("a published map's view is drawn in both shapes, for anyone", async () => {
    for (const shape of ['wide.svg', 'narrow.svg']) {
      const response = await get('6', '37.4467', '25.3289', shape);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^<svg /);
    }
  });

  it('a view no map shows is a 404, also the same view spelt otherwise, never cached', async () => {
    for (const [zoom, lat, lng] of [
      ['6', '37.4468', '25.3289'],
      ['7', '37.4467', '25.3289'],
      ['6.0', '37.4467', '25.3289'],
      ['6', '37.44670', '25.3289'],
      ['5', '-17', '178.5'],
    ]) {
      const response = await get(zoom ?? '', lat ?? '', lng ?? '', 'wide.svg');
      expect(response.status, `${zoom}/${lat}/${lng}`).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("a draft map's view is drawn only for a browser holding the preview grant, and kept by no shared cache", async () => {
    grant.held = true;
    try {
      const draft = await get('5', '-17', '178.5', 'narrow.svg');
      expect(draft.status).toBe(200);
      expect(draft.headers.get('cache-control')).toBe('private, no-store');
      expect((await get('6', '37.4467', '25.3289', 'wide.svg')).headers.get('cache-control')).toContain('public');
      expect((await get('4', '10', '10', 'wide.svg')).status).toBe(404);
    } finally {
      grant.held = false;
    }
    expect((await get('5', '-17', '178.5', 'narrow.svg')).status).toBe(404);
  });

  it('while the CMS cannot be read, no view is drawn: a 503 to try again later', async () => {
    cms.down = true;
    try {
      const response = await get('6', '37.4467', '25.3289', 'wide.svg');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(response.headers.get('cache-control')).toBe('no-store');
    } finally {
      cms.down = false;
    }
  });
});
