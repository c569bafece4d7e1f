// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createOfficeMap } from './engine';
import { mapSettings, type MapOffice } from './types';

/** Which library drew a map, and with what options. */
const drawn: { library: string; options: Record<string, unknown> }[] = [];

const fakeLibrary = (library: string) => {
  class FakeMap {
    constructor(options: Record<string, unknown>) {
      drawn.push({ library, options });
    }
    once(_event: string, listener: () => void) {
      listener();
    }
    fitBounds() {}
    easeTo() {}
    getZoom() {
      return 2;
    }
    getCanvas() {
      return document.createElement('canvas');
    }
    remove() {}
  }
  class FakeMarker {
    setLngLat() {
      return this;
    }
    addTo() {
      return this;
    }
    remove() {}
  }
  return { Map: FakeMap, Marker: FakeMarker };
};

vi.mock('maplibre-gl', () => fakeLibrary('maplibre-gl'));
vi.mock('mapbox-gl', () => ({ default: fakeLibrary('mapbox-gl') }));
vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}));
vi.mock('mapbox-gl/dist/mapbox-gl.css', () => ({}));

const offices: MapOffice[] = [
  { codename: 'office_monaco', name: 'Monaco', kind: 'brokerage', lat: 43.74, lng: 7.43 },
  { codename: 'office_crew_palma', name: 'Palma Crew Network', kind: 'crew', lat: 39.57, lng: 2.63 },
];

const draw = (token: string | undefined) => createOfficeMap({ container: document.createElement('div'), settings: mapSettings(token), theme: 'dark', offices, selected: null });

describe('office map library (MAPBOX_TOKEN)', () => {
  beforeEach(() => {
    drawn.length = 0;
  });

  it('draws with mapbox-gl and the token when MAPBOX_TOKEN is set', async () => {
    await draw('pk.test-token');
    expect(drawn.map((d) => d.library)).toEqual(['mapbox-gl']);
    expect(drawn[0]?.options.accessToken).toBe('pk.test-token');
    expect(drawn[0]?.options.style).toMatch(/^mapbox:\/\/styles\//);
  });

  it('draws with maplibre-gl and the offline style without a token', async () => {
    await draw(undefined);
    await draw('');
    expect(drawn.map((d) => d.library)).toEqual(['maplibre-gl', 'maplibre-gl']);
    // The offline style reads land shapes from the site itself: no tile server.
    expect(JSON.stringify(drawn[0]?.options.style)).toContain('/api/land/');
    expect(drawn[0]?.options).not.toHaveProperty('accessToken');
  });
});
