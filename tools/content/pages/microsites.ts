/**
 * The partner microsites of spec 2.2 (/microsite/yachts-for-charter, /microsite/yachts-for-sale):
 * the brokerage's charter and sale fleets straight from the search index (the catalogue's yacht
 * grid with its filters, counting every yacht and linking the whole search), so a partner site can
 * link a page that stays current. The charter microsite opens with the fleet film (a video page:
 * its shared link plays, spec 2.5).
 */
import type { GeneratorContext } from '../context';
import { yachtVideo } from '../catalogue/yacht-video-media';
import { searchYachtGrid, type Built, type L } from './shared';

type Microsite = { grid: { title: L; query: string }; video: boolean };

const MICROSITES: Record<string, Microsite> = {
  '/microsite/yachts-for-charter': {
    grid: { title: { en: 'The charter fleet', es: 'La flota de chárter' }, query: 'm[content.type]=charter' },
    video: true,
  },
  '/microsite/yachts-for-sale': {
    grid: { title: { en: 'The sale fleet', es: 'La flota en venta' }, query: 'm[content.type]=sale' },
    video: false,
  },
};

/** Yachts the grid shows before its 'View all' link (two rows at three columns). */
const MICROSITE_HITS = 6;

/** The fleet grid of a microsite path, or nothing for any other page. */
export const micrositeGrid = (prefix: string, path: string): Built[] => {
  const site = MICROSITES[path];
  return site ? [searchYachtGrid(prefix, { title: site.grid.title, query: site.grid.query, showFilters: true, hits: MICROSITE_HITS })] : [];
};

/** The microsite's cover media: the fleet film on the charter microsite, else none (the page's own picture). */
export const micrositeCoverVideo = (ctx: GeneratorContext, path: string) => (MICROSITES[path]?.video ? yachtVideo(ctx) : undefined);
