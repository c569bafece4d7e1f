/**
 * A page that plays Kontent.ai's web app around a preview: it frames the site's
 * preview, answers the smart-link SDK's handshake and add-button question as Kontent does, keeps
 * every message the preview sends, and posts live-preview updates and refreshes to it. Served by
 * the test itself (page.route) on an origin the test server lets frame previews.
 */
import type { Frame, Page } from '@playwright/test';

/** Listed in PREVIEW_FRAME_ORIGINS of the test server (playwright.config.ts). */
export const KONTENT_TEST_ORIGIN = 'https://kontent-app.test';

/** A message the preview sent its parent (the SDK's IFrameCommunicator shape). */
export type FrameMessage = { type: string; data: Record<string, unknown>; requestId?: string };

const appPage = (previewUrl: string, siteOrigin: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kontent.ai web app (test)</title>
<style>html,body{margin:0;height:100%}iframe{display:block;border:0;width:100%;height:100%}</style></head>
<body><iframe id="preview" title="Preview" src="${siteOrigin}${previewUrl}"></iframe>
<script>
  const SITE = ${JSON.stringify(siteOrigin)};
  window.received = [];
  window.handshakes = 0;
  window.addElementType = 'LinkedItems';
  const frame = () => document.getElementById('preview').contentWindow;
  window.addEventListener('message', (event) => {
    if (event.origin !== SITE || !event.data || typeof event.data.type !== 'string') return;
    const { type, data, requestId } = event.data;
    window.received.push(JSON.parse(JSON.stringify({ type, data, requestId })));
    if (type === 'kontent-smart-link:initialized') {
      window.handshakes += 1;
      frame().postMessage({ type: 'kontent-smart-link:initialized:response', requestId, data: {} }, SITE);
    }
    if (type === 'kontent-smart-link:add:initial') {
      const permissions = new Map([['viewParent', 'Ok'], ['edit', 'Ok'], ['createNew', 'Ok']]);
      frame().postMessage({ type: 'kontent-smart-link:add:initial:response', requestId, data: { elementType: window.addElementType, isParentPublished: false, permissions } }, SITE);
    }
  });
  window.sendToPreview = (type, data, metadata) => frame().postMessage({ type, data, metadata }, SITE);
</script></body></html>`;

export type KontentApp = {
  /** The framed preview. */
  frame(): Promise<Frame>;
  /** Posts a smart-link message to the preview, as Kontent's frame does. */
  send(type: string, data: unknown, metadata?: unknown): Promise<void>;
  received(): Promise<FrameMessage[]>;
  handshakes(): Promise<number>;
  /** What the next add button's question is answered with: a linked-items or a rich-text element. */
  answerAddAs(elementType: 'LinkedItems' | 'RichText'): Promise<void>;
};

const numberIn = (value: unknown): number => (typeof value === 'number' ? value : 0);
const isMessage = (value: unknown): value is FrameMessage => typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string' && 'data' in value;

/** Opens the fake web app framing `previewUrl` (a path with its query) of the site at `siteOrigin`. */
export const openInKontent = async (page: Page, siteOrigin: string, previewUrl: string): Promise<KontentApp> => {
  // The web app is a public page and the test site is on this machine: Chrome asks before a public page reaches the local network.
  await page.context().grantPermissions(['local-network-access'], { origin: KONTENT_TEST_ORIGIN });
  await page.route(`${KONTENT_TEST_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: appPage(previewUrl, siteOrigin) }));
  await page.goto(`${KONTENT_TEST_ORIGIN}/preview`);
  const frame = async (): Promise<Frame> => {
    const found = page.frames().find((each) => each.url().startsWith(siteOrigin));
    if (!found) throw new Error(`no preview frame of ${siteOrigin} in the web app page`);
    return found;
  };
  return {
    frame,
    send: (type, data, metadata) => page.evaluate(([t, d, m]) => Reflect.apply(Reflect.get(window, 'sendToPreview'), window, [t, d, m]), [type, data, metadata] as const),
    received: async () => {
      const all: unknown = await page.evaluate(() => Reflect.get(window, 'received'));
      return Array.isArray(all) ? all.filter(isMessage) : [];
    },
    handshakes: async () => numberIn(await page.evaluate(() => Reflect.get(window, 'handshakes'))),
    answerAddAs: async (elementType) => {
      await page.evaluate((type) => Reflect.set(window, 'addElementType', type), elementType);
    },
  };
};
