import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { z } from 'zod';

// Spec 2.7 footer office map, 3.8 offices page map: the land is drawn where it is, and no shape
// is drawn across the map (a polygon crossing the antimeridian once drew a band from the map's
// west edge over the Atlantic to the Caspian).

const WIDE = { width: 2560, height: 1000 };

const officesSchema = z.object({ offices: z.array(z.object({ codename: z.string(), lat: z.number(), lng: z.number(), located: z.boolean() })) });

type LngLat = [number, number];
/** Open sea on the 110 m land (no island there at this scale), where the band was drawn. */
const NORTH_ATLANTIC = { west: -45, east: -20, south: 25, north: 55 };
const SEA: LngLat[] = [
  [-25, -30],
  [-35, 40],
  [-150, 10],
];
const LAND: LngLat[] = [
  [15, 20],
  [-55, -10],
  [135, -25],
  [100, 62],
  [-100, 45],
];
/** A pixel further than this from the sea's colour, in any channel, shows something drawn. */
const COLOUR_TOLERANCE = 12;

const mercatorY = (lat: number): number => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** Where a longitude/latitude is on the map's screenshot, worked out from its westmost and eastmost markers (Web Mercator). */
const projectionOf = async (page: Page, officeMap: Locator, locale: string, scale: number) => {
  const { offices } = officesSchema.parse(await (await page.request.get(`/api/offices/?lang=${locale}`)).json());
  const shown = offices.filter((office) => office.located).sort((a, b) => a.lng - b.lng);
  const [west, east] = [shown[0], shown.at(-1)];
  const mapBox = await officeMap.boundingBox();
  if (!west || !east || !mapBox) throw new Error('the map and its offices should be there');
  const centre = async (codename: string): Promise<[number, number]> => {
    const box = await officeMap.locator(`[data-office="${codename}"]`).boundingBox();
    if (!box) throw new Error(`no marker for ${codename}`);
    return [(box.x + box.width / 2 - mapBox.x) * scale, (box.y + box.height / 2 - mapBox.y) * scale];
  };
  const [[x1, y1], [x2, y2]] = [await centre(west.codename), await centre(east.codename)];
  const perLng = (x2 - x1) / (east.lng - west.lng);
  const perMercator = (y2 - y1) / (mercatorY(east.lat) - mercatorY(west.lat));
  return ([lng, lat]: LngLat): [number, number] => [Math.round(x1 + (lng - west.lng) * perLng), Math.round(y1 + (mercatorY(lat) - mercatorY(west.lat)) * perMercator)];
};

/** The map as the screen shows it (a WebGL canvas keeps no readable drawing), as RGB pixels. */
const pixelsOf = async (officeMap: Locator) => {
  const { data, info } = await sharp(await officeMap.screenshot({ animations: 'disabled' }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): number[] => {
    const i = (y * info.width + x) * 3;
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
  };
  return { width: info.width, at };
};

const differs = (a: readonly number[], b: readonly number[]): boolean => a.some((value, i) => Math.abs(value - (b[i] ?? 0)) > COLOUR_TOLERANCE);

/** What the drawn map shows at the test points, and how much of the open North Atlantic is not sea. */
const survey = async (page: Page, officeMap: Locator, locale: string) => {
  const box = await officeMap.boundingBox();
  const { width, at } = await pixelsOf(officeMap);
  const project = await projectionOf(page, officeMap, locale, width / (box?.width ?? width));
  const colourAt = (point: LngLat) => at(...project(point));
  const sea = colourAt(SEA[0] ?? [0, 0]);
  const [left, top] = project([NORTH_ATLANTIC.west, NORTH_ATLANTIC.north]);
  const [right, bottom] = project([NORTH_ATLANTIC.east, NORTH_ATLANTIC.south]);
  let drawn = 0;
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) if (differs(at(x, y), sea)) drawn++;
  return {
    seaPointsDrawn: SEA.filter((point) => differs(colourAt(point), sea)).length,
    landPointsDrawn: LAND.filter((point) => differs(colourAt(point), sea)).length,
    atlanticDrawn: drawn / ((right - left + 1) * (bottom - top + 1)),
  };
};

const MAPS = [
  { name: 'the footer map', path: '/', locale: 'en', locate: (page: Page) => page.getByTestId('footer-offices').locator('[data-map-status]') },
  { name: 'the Spanish footer map', path: '/es/', locale: 'es', locate: (page: Page) => page.getByTestId('footer-offices').locator('[data-map-status]') },
  { name: 'the offices page map', path: '/offices-and-people/', locale: 'en', locate: (page: Page) => page.locator('main [data-map-status]') },
];

test.describe('spec 2.7, 3.8 office maps draw the continents and nothing across the sea', () => {
  for (const { name, path, locale, locate } of MAPS) {
    test(`${name} (${path}), at 2560x1000 on a desktop and on a phone: land where the continents are, open sea across the North Atlantic`, async ({ page, isMobile }) => {
      if (!isMobile) await page.setViewportSize(WIDE);
      await page.goto(path, { waitUntil: 'networkidle' });
      const officeMap = locate(page);
      await officeMap.scrollIntoViewIfNeeded();
      await expect(officeMap).toHaveAttribute('data-map-status', 'ready', { timeout: 15_000 });
      // The land shapes are tiled after the map is ready: wait until every continent test point is drawn.
      await expect.poll(async () => (await survey(page, officeMap, locale)).landPointsDrawn, { timeout: 10_000 }).toBe(LAND.length);
      const { seaPointsDrawn, atlanticDrawn } = await survey(page, officeMap, locale);
      expect(seaPointsDrawn, 'open-sea points show only the sea').toBe(0);
      expect(atlanticDrawn, 'share of the open North Atlantic with something drawn over it').toBeLessThan(0.005);
    });
  }
});
