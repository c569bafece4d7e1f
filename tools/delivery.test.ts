import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../schema/env';
import { writeFixtureStore } from '../testing/kontent-store';
import { toolsDelivery } from './delivery';

describe('the tools read content where the environment says', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tools-delivery-'));
  writeFixtureStore(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('without KONTENT_ENVIRONMENT_ID: the local Delivery API over CONTENT_DIR, drafts in preview', async () => {
    const { config, client } = toolsDelivery(readEnv({ CONTENT_DIR: dir }));
    expect(config.mode).toBe('local');
    expect((await client.item('hero').toPromise()).data.item.elements['text']?.value).toBe('Welcome aboard');
    const draft = await client.item('hero').queryConfig({ usePreviewMode: true }).toPromise();
    expect(draft.data.item.elements['text']?.value).toBe('Draft headline');
  });

  it('with KONTENT_ENVIRONMENT_ID: the hosted API of that environment', () => {
    expect(toolsDelivery(readEnv({ KONTENT_ENVIRONMENT_ID: 'e1', CONTENT_DIR: dir })).config).toMatchObject({
      mode: 'hosted',
      environmentId: 'e1',
      previewKey: undefined,
    });
  });
});
