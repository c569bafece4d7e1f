/**
 * Kontent's live preview in the browser, loaded with the editing overlay on preview
 * pages only. The page's components stay server components: each change the editor types
 * (`KontentSmartLinkEvent.Update`) is posted to the site, which keeps it for this editor, and the
 * page's data is then refreshed in place (`router.refresh()`); Kontent's refresh after a save
 * forgets the saved item's changes and refreshes the same way. Nothing here reloads the page.
 */
import type KontentSmartLink from '@kontent-ai/smart-link';
import { KontentSmartLinkEvent, type IRefreshMessageData, type IRefreshMessageMetadata, type IUpdateMessageData } from '@kontent-ai/smart-link';

export const UPDATE_ENDPOINT = '/api/preview/update/';
const MESSAGE_PREFIX = 'kontent-smart-link:';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The SDK listens to every window message. Inside a frame, only the frame's parent on an origin
 * the site lets frame its previews (PREVIEW_FRAME_ORIGINS) may speak the smart-link protocol; any
 * other sender's smart-link message is stopped before the SDK sees it. Install before the SDK.
 */
export const guardFrameMessages = (origins: readonly string[]): (() => void) => {
  const listener = (event: MessageEvent) => {
    if (event.source === window.parent && origins.includes(event.origin)) return;
    const data: unknown = event.data;
    const smartLink = isRecord(data) && ((typeof data.type === 'string' && data.type.startsWith(MESSAGE_PREFIX)) || 'requestId' in data);
    if (smartLink) event.stopImmediatePropagation();
  };
  window.addEventListener('message', listener, true);
  return () => window.removeEventListener('message', listener, true);
};

/** Microseconds of this browser's clock, always rising: the number that makes the last update win on the server. */
let lastSeq = 0;
const nextSeq = (): number => (lastSeq = Math.max(lastSeq + 1, Math.floor((performance.timeOrigin + performance.now()) * 1000)));

const itemKey = (update: IUpdateMessageData): string => `${update.item.codename}|${update.variant.codename}`;

/** A later update of the same item replaces the elements it carries and keeps the others. */
const merge = (earlier: IUpdateMessageData | undefined, later: IUpdateMessageData): IUpdateMessageData => {
  if (!earlier) return later;
  const changed = new Set(later.elements.map((element) => element.element.codename));
  return { ...later, elements: [...earlier.elements.filter((element) => !changed.has(element.element.codename)), ...later.elements] };
};

const post = (body: unknown): Promise<Response> => fetch(UPDATE_ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });

/** Retry-After in milliseconds, one second when absent or unreadable. */
const retryAfterMs = (response: Response): number => {
  const seconds = Number(response.headers.get('retry-after'));
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 1) * 1000;
};

/**
 * Posts updates one at a time (what arrives meanwhile waits, merged per item) and asks for a
 * refresh after each one the site kept. Returns the disconnection.
 */
export const connectLivePreview = (sdk: KontentSmartLink, refresh: () => void): (() => void) => {
  const waiting = new Map<string, IUpdateMessageData>();
  let sending = false;
  let stopped = false;

  const send = async (): Promise<void> => {
    if (sending) return;
    sending = true;
    try {
      for (let next = waiting.entries().next(); !stopped && !next.done; next = waiting.entries().next()) {
        const [key, update] = next.value;
        waiting.delete(key);
        const response = await post({ kind: 'update', seq: nextSeq(), update });
        if (response.status === 429) {
          // Too fast for the site's limit: keep the change (a newer one wins) and try again when allowed.
          waiting.set(key, merge(update, waiting.get(key) ?? update));
          await new Promise((resolve) => setTimeout(resolve, retryAfterMs(response)));
          continue;
        }
        if (response.ok) refresh();
        else console.warn(`[preview] a live change was refused (${response.status}): ${await response.text()}`);
      }
    } catch (error) {
      console.warn('[preview] a live change could not be sent:', error);
    } finally {
      sending = false;
    }
  };

  const onUpdate = (data: IUpdateMessageData) => {
    waiting.set(itemKey(data), merge(waiting.get(itemKey(data)), data));
    void send();
  };

  // After a save, the preview API has the item: its unsaved changes go (all of them on a manual refresh).
  const onRefresh = (data: IRefreshMessageData, metadata: IRefreshMessageMetadata) => {
    const item = metadata.manualRefresh ? null : { codename: data.updatedItemCodename, language: data.languageCodename };
    post({ kind: 'saved', seq: nextSeq(), item })
      .catch((error: unknown) => console.warn('[preview] the saved item could not be reported:', error))
      .finally(refresh);
  };

  sdk.on(KontentSmartLinkEvent.Update, onUpdate);
  sdk.on(KontentSmartLinkEvent.Refresh, onRefresh);
  return () => {
    stopped = true;
    waiting.clear();
    sdk.off(KontentSmartLinkEvent.Update, onUpdate);
    sdk.off(KontentSmartLinkEvent.Refresh, onRefresh);
  };
};
