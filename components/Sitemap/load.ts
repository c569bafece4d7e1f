/** The HTML sitemap's tree (schema/sitemap/site-tree.ts), from the menu and page list the site injects. */
import type { SitemapProps } from '../../schema/components/sitemap_component';
import type { SiteServices } from '../../schema/services';
import { siteTree, type SiteTree } from '../../schema/sitemap/site-tree';

export const load = async (props: SitemapProps, services: SiteServices): Promise<SiteTree> => {
  const { menu, pages } = await services.pageTree(props.locale);
  return siteTree({ menu, pages, locale: props.locale });
};
