import { describe, expect, it } from 'vitest';
import { changesOf, webhookSchema } from './payload';
import type { PageRef } from './page-index';
import { tagsFor, type PageLookup } from './tags';

const pages: Record<string, PageRef[]> = {
  page_about: [{ locale: 'en', slug: '/about' }],
  about__headline_1: [
    { locale: 'en', slug: '/about' },
    { locale: 'es', slug: '/about' },
  ],
};
const index: PageLookup = {
  pagesShowing: async (codename) => pages[codename] ?? null,
  pagesUnder: async (slug) => (slug === '/about' ? [{ locale: 'en', slug: '/about/team' }] : []),
};
const item = (codename: string, type: string) => ({ kind: 'item' as const, codename, type, language: 'en' });
const config = ['config:footer_configuration:en', 'config:footer_configuration:es', 'config:menu_configuration:en', 'config:menu_configuration:es'];

describe('webhook -> cache tags', () => {
  it('a component revalidates the pages that show it, in every locale, and the menu and footer', async () => {
    expect(await tagsFor([item('about__headline_1', 'headline_component')], index)).toEqual([...config, 'page:en:/about', 'page:es:/about'].sort());
  });

  it('a page also revalidates the pages below it, whose breadcrumbs show its title (spec 2.4), and the route table', async () => {
    expect(await tagsFor([item('page_about', 'page')], index)).toEqual([...config, 'page:en:/about', 'page:en:/about/team', 'pages'].sort());
  });

  it('a redirect revalidates only the redirect table (spec 2.3); a menu item only the configuration (3.11)', async () => {
    expect(await tagsFor([item('old_path', 'redirect')], index)).toEqual(['redirects']);
    expect(await tagsFor([item('menu_link_charter_1_1', 'link_item')], index)).toEqual(config);
  });

  it('an item no cached page is known to show, or a change that is not an item, revalidates all content', async () => {
    expect(await tagsFor([item('yacht_never_shown', 'yacht')], index)).toEqual(['content']);
    expect(await tagsFor([{ kind: 'other', objectType: 'taxonomy' }], index)).toEqual(['content']);
  });

  it("a map's change also expires the list of map pictures the site draws", async () => {
    const guide: PageLookup = { pagesShowing: async () => [{ locale: 'en', slug: '/destination/cyclades' }], pagesUnder: async () => [] };
    expect(await tagsFor([item('guide_map', 'map_destinations_component')], guide)).toEqual([...config, 'map-views', 'page:en:/destination/cyclades'].sort());
    expect(await tagsFor([item('about__headline_1', 'headline_component')], guide)).not.toContain('map-views');
  });

  it('reads the notification format Kontent.ai sends', () => {
    const body = webhookSchema.parse({
      notifications: [
        {
          data: {
            system: {
              id: 'a1',
              name: 'About',
              codename: 'page_about',
              collection: 'default',
              workflow: 'default',
              workflow_step: 'published',
              language: 'en',
              type: 'page',
              last_modified: '2026-01-01T00:00:00Z',
            },
          },
          message: { environment_id: 'env', object_type: 'content_item', action: 'published', delivery_slot: 'published' },
        },
        { data: {}, message: { environment_id: 'env', object_type: 'taxonomy', action: 'changed' } },
      ],
    });
    expect(changesOf(body)).toEqual([item('page_about', 'page'), { kind: 'other', objectType: 'taxonomy' }]);
  });

  it('rejects bodies that are not webhooks', () => {
    expect(webhookSchema.safeParse({}).success).toBe(false);
    expect(webhookSchema.safeParse({ notifications: [] }).success).toBe(false);
    expect(webhookSchema.safeParse({ notifications: [{ data: {}, message: {} }] }).success).toBe(false);
  });
});
