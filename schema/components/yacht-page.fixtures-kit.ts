/** What the yacht page components' fixtures share: a charter page, a sale page and a ghost page with their yachts. */
import type { PageContext } from '../define';
import { item } from '../fixtures';
import { validYachtElements } from '../yacht/yacht.fixtures';

const aurora = validYachtElements[0] ?? {};
const ghost = validYachtElements[1] ?? {};

export const yachtLinked = [item('yacht', 'yacht_aurora', aurora), item('yacht', 'yacht_ghost', ghost)];

const page = (yachtType: 'charter' | 'sale', yacht: string, path: string): PageContext => ({ yachtType, yacht, berth: null, path, gallery: null });

export const charterPage = page('charter', 'yacht_aurora', '/yacht-for-charter/aurora');
export const salePage = page('sale', 'yacht_aurora', '/yacht-for-sale/aurora');
export const ghostPage = page('sale', 'yacht_ghost', '/yacht-for-sale/ghost');
