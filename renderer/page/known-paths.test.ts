import { createDeliveryClient } from '@kontent-ai/delivery-sdk';
import { describe, expect, it } from 'vitest';
import { LOCAL_DELIVERY_BASE, previewBeside } from '../delivery/config';
import { createTransportHttpService } from '../delivery/http-service';
import { defaultRetryPolicy } from '../delivery/retry';
import { createLocalDeliveryApi } from '../../services/kontent/api';
import { createStore } from '../../services/kontent/store';
import { el, fixtureInput, variant } from '../../testing/kontent-fixture';
import { listListingPaths, listPagePaths, pageSlugIn } from './known-paths';

const offices = (language: string, slug: string) => variant('offices', 'page', language, { title: el.text('Offices'), url_slug: el.slug(slug), components: el.linked(), child_pages: el.linked() });

const fleet = (codename: string, slug: string, components: string[]) =>
  variant(codename, 'page', 'en', { title: el.text('Fleet'), url_slug: el.slug(slug), components: el.linked(...components), child_pages: el.linked() });

const input = fixtureInput();
const store = createStore({
  ...input,
  published: [
    ...input.published,
    offices('en', '/offices-and-people'),
    offices('es', '/oficinas-y-personas'),
    variant('fleet_grid', 'manual_yacht_grid', 'en', { yachts: el.linked() }),
    fleet('fleet', '/fleet', ['fleet_intro_missing', 'fleet_grid']),
    fleet('fleet_text', '/fleet-text', ['fleet_intro_missing']),
  ],
});

/** An SDK client over the local API; a feed page of two items makes the feed continue. */
const setup = () => {
  const api = createLocalDeliveryApi({ store, maxResponseBytes: Infinity, feedPageSize: 2, previewKey: 'preview-key' });
  const requests: string[] = [];
  const httpService = createTransportHttpService(
    async (request) => {
      requests.push(request.url);
      return api.handle(request);
    },
    { ...defaultRetryPolicy, attempts: 1 },
  );
  // Drafts come from the preview base beside the delivery base, as from Kontent's preview host.
  const client = createDeliveryClient({ environmentId: 'demo', previewApiKey: 'preview-key', proxy: { basePreviewUrl: previewBeside(LOCAL_DELIVERY_BASE) }, httpService });
  return { client, requests };
};

describe('the pages with a listing', () => {
  it('lists the pages whose components include a list block, and no other', async () => {
    const { client } = setup();
    expect(await listListingPaths({ client, language: 'en', preview: false }, 'manual_yacht_grid')).toEqual(['/fleet']);
  });

  it("never asks for the pages' blocks: at 5,000 yachts they are the whole store", async () => {
    const { client, requests } = setup();
    await listListingPaths({ client, language: 'en', preview: false }, 'manual_yacht_grid');
    const pageFeeds = requests.map((url) => new URL(url).searchParams).filter((q) => q.get('system.type') === 'page');
    expect(pageFeeds.length).toBeGreaterThan(0);
    expect(pageFeeds.map((q) => q.get('elements'))).toEqual(pageFeeds.map(() => 'url_slug'));
  });

  it('lists no page when the language has no list block', async () => {
    const { client } = setup();
    expect(await listListingPaths({ client, language: 'en', preview: false }, 'no_such_list_type')).toEqual([]);
  });
});

describe('the paths that are pages (spec 2.4 lookup by url_slug)', () => {
  it('lists every page slug of a language across feed pages, the fallback language included', async () => {
    const { client, requests } = setup();
    const en = await listPagePaths({ client, language: 'en', preview: false });
    expect(en).toEqual(['/', '/fleet', '/fleet-text', '/offices-and-people', '/yacht-charter', '/yachting-news']);
    expect(requests.length).toBeGreaterThan(1);
    // 'charter' has no Spanish variant: Spanish requests fall back to the English page.
    const es = await listPagePaths({ client, language: 'es', preview: false });
    expect(es).toEqual(['/', '/fleet', '/fleet-text', '/oficinas-y-personas', '/yacht-charter', '/yachting-news']);
  });

  it('lists drafts only in preview', async () => {
    const { client } = setup();
    expect(await listPagePaths({ client, language: 'en', preview: false })).not.toContain('/draft');
    expect(await listPagePaths({ client, language: 'en', preview: true })).toContain('/draft');
  });

  it("finds a page's slug in the other language from its codename", async () => {
    const { client } = setup();
    expect(await pageSlugIn({ client, codename: 'offices', language: 'es', preview: false })).toBe('/oficinas-y-personas');
    expect(await pageSlugIn({ client, codename: 'offices', language: 'en', preview: false })).toBe('/offices-and-people');
    expect(await pageSlugIn({ client, codename: 'charter', language: 'es', preview: false })).toBe('/yacht-charter');
  });

  it('answers null for an item that does not exist, and fails for other errors', async () => {
    const { client } = setup();
    expect(await pageSlugIn({ client, codename: 'no_such_page', language: 'es', preview: false })).toBeNull();
    await expect(pageSlugIn({ client, codename: 'offices', language: 'xx', preview: false })).rejects.toThrow();
  });
});
