/**
 * The menu's panels (spec 2.6, 3.11): what an open mega menu or mobile accordion row shows, fetched
 * by the header the first time the visitor reaches for the menu, so pages do not carry it.
 * GET ?lang={locale}[&preview=true]. Live answers are cached like the pages (the configuration is
 * revalidated by the webhook); preview reads drafts and is not cached.
 */
import type { NextRequest } from 'next/server';
import { toMenuPanels, type MenuPanels } from '../../../../components/Header/menu-model';
import { getNavigation } from '../../../lib/configuration';
import { onDemandAnswer } from '../../../lib/on-demand-route';

export function GET(request: NextRequest): Promise<Response> {
  return onDemandAnswer<MenuPanels>(request, 'menu', async (locale, preview) => {
    const navigation = await getNavigation(locale, preview);
    // Without a menu configuration the header shows no items, so there are no panels.
    return navigation ? toMenuPanels(navigation) : { items: [] };
  });
}
