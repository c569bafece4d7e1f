/** A locator map's still picture (issue 14 §3, spec 3.10): the land of the view, served as an SVG mask. */
import { describe, expect, it } from 'vitest';
import { MAP_PREVIEW_SHAPES } from '../../../schema/constants/itinerary';
import { GET } from '../../app/api/map-preview/[zoom]/[lat]/[lng]/[shape]/route';
import { previewPicture, previewViewSchema } from './preview';

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
    const ok = await GET(new Request('http://site/'), { params: Promise.resolve({ zoom: '6', lat: '37.4', lng: '25.3', shape: 'narrow.svg' }) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml');
    expect(ok.headers.get('cache-control')).toContain('public');
    for (const [params, message] of [
      [{ zoom: '40', lat: '37', lng: '25', shape: 'wide.svg' }, 'zoom must be at most 18'],
      [{ zoom: '6', lat: 'north', lng: '25', shape: 'wide.svg' }, 'lat must be a number'],
      [{ zoom: '6', lat: '37', lng: '200', shape: 'wide.svg' }, 'lng must be at most 180'],
      [{ zoom: '6', lat: '37', lng: '25', shape: 'huge.png' }, 'wide.svg or narrow.svg'],
    ] as const) {
      const bad = await GET(new Request('http://site/'), { params: Promise.resolve(params) });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toContain(message);
    }
  });
});
