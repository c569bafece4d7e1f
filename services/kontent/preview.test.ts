/**
 * The Preview API (spec 6, 7.1): as hosted Kontent serves drafts from its own host to
 * `Authorization: Bearer <preview key>`, `npm run content:serve` serves them under its preview base
 * beside the delivery base, so the SDK's proxy.basePreviewUrl and usePreviewMode read drafts
 * unchanged. The delivery base always answers published content.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpService } from '@kontent-ai/core-sdk';
import { createDeliveryClient, DeliveryError } from '@kontent-ai/delivery-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServeCommand, type ServeCommandOptions } from './serve-command';
import { serverBaseUrl } from './server';
import { writeFixtureStore } from '../../testing/kontent-store';

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'local-preview-'));
  writeFixtureStore(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** content:serve with `keys`, and what it logged; closed after `run`. */
const serving = async (keys: Pick<ServeCommandOptions, 'deliveryKey' | 'previewKey'>, run: (base: string, lines: string[]) => Promise<void>) => {
  const lines: string[] = [];
  const server = await runServeCommand({ port: 0, contentDir: dir, log: (line) => lines.push(line), ...keys });
  try {
    await run(serverBaseUrl(server), lines);
  } finally {
    await close(server);
  }
};

/** The SDK as a site configures it: both bases, preview mode with the preview key. */
const previewClient = (base: string, previewApiKey: string) =>
  createDeliveryClient({
    environmentId: 'demo',
    previewApiKey,
    proxy: { baseUrl: base, basePreviewUrl: `${base}/preview` },
    defaultQueryConfig: { usePreviewMode: true },
    retryStrategy: { maxAttempts: 0 },
    httpService: new HttpService({ logErrorsToConsole: false }),
  });

const heroText = async (client: ReturnType<typeof previewClient>) => (await client.item('hero').toPromise()).data.item.elements['text']?.value;

describe('the preview base of content:serve (spec 6, 7.1)', () => {
  it('spec 7.1: content:serve prints the delivery base and the preview base beside it', async () => {
    await serving({}, async (base, lines) => {
      expect(lines.join('\n')).toContain(`${base}/demo/items`);
      expect(lines.join('\n')).toContain(`${base}/preview/demo/items`);
    });
  });

  it("spec 6: the SDK's usePreviewMode with the preview key reads drafts from basePreviewUrl", async () => {
    await serving({ previewKey: 'pk' }, async (base) => {
      expect(await heroText(previewClient(base, 'pk'))).toBe('Draft headline');
      const { data } = await previewClient(base, 'pk').items().type('page').toPromise();
      expect(data.items.map((item) => item.system.codename)).toContain('draft_page');
    });
  });

  it('spec 6: with a preview key configured, a missing or wrong key at the preview base is a 401 in the hosted shape', async () => {
    await serving({ previewKey: 'pk' }, async (base) => {
      const error = await previewClient(base, 'wrong')
        .item('hero')
        .toPromise()
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(DeliveryError);
      expect(error).toMatchObject({ errorCode: 3 });
      const missing = await fetch(`${base}/preview/demo/items/hero`);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ message: expect.stringContaining('Authorization'), request_id: expect.any(String), error_code: 3, specific_code: 0 });
    });
  });

  it('spec 6: without keys configured, the preview base accepts any key', async () => {
    await serving({}, async (base) => {
      expect(await heroText(previewClient(base, 'anything'))).toBe('Draft headline');
      expect((await fetch(`${base}/preview/demo/items/draft_page`)).status).toBe(200);
    });
  });

  it('spec 6: the delivery base serves published content, whatever key or private header a request carries', async () => {
    await serving({ previewKey: 'pk' }, async (base) => {
      const asked: Record<string, string>[] = [{}, { authorization: 'Bearer pk' }, { 'x-kontent-preview': 'true' }, { authorization: 'Bearer pk', 'x-kontent-preview': 'true' }];
      for (const headers of asked) {
        const response = await fetch(`${base}/demo/items/hero`, { headers });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ item: { elements: { text: { value: 'Welcome aboard' } } } });
      }
      expect((await fetch(`${base}/demo/items/draft_page`, { headers: { authorization: 'Bearer pk' } })).status).toBe(404);
    });
  });
});
