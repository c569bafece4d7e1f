'use client';
/**
 * The CMS's in-context editing overlay (spec 2.4.8, 4.6, 5.6), for preview pages only. The SDK is
 * loaded on demand, so live pages ship none of it; it reads the smart-link attributes the renderer
 * puts on items and elements, and its own messages (spec 6, 8.7) tell editors what they may not do.
 * Inside Kontent's preview frame it also brings live preview and the refresh after a save
 * (./live-preview.ts), both refreshing the page's data in place.
 */
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';

/** Spec 4.6 reading two: the overlay follows this query parameter when the URL carries it. */
const OVERLAY_TOGGLE_PARAM = 'ksl-enabled';
/**
 * Refreshes start at least this far apart, one at a time, whatever the typing speed: each re-renders
 * the page on the server, and the editor sees a change within about this plus one render.
 */
const MIN_REFRESH_GAP_MS = 300;

type Disposable = { destroy(): void };

/** router.refresh(), one at a time: asks made during a refresh become one more refresh after it. */
const useCoalescedRefresh = (): (() => void) => {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const wanted = useRef(false);
  const lastStart = useRef(0);
  const [asks, setAsks] = useState(0);
  useEffect(() => {
    if (refreshing || !wanted.current) return;
    const timer = setTimeout(
      () => {
        wanted.current = false;
        lastStart.current = Date.now();
        startTransition(() => router.refresh());
      },
      Math.max(0, lastStart.current + MIN_REFRESH_GAP_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [refreshing, asks, router]);
  return useCallback(() => {
    wanted.current = true;
    setAsks((n) => n + 1);
  }, []);
};

export function EditingOverlay({
  environmentId,
  languageCodename,
  frameOrigins,
}: {
  environmentId: string;
  languageCodename: string;
  /** Who may frame the preview and speak the smart-link protocol (PREVIEW_FRAME_ORIGINS). */
  frameOrigins: readonly string[];
}) {
  const refresh = useCoalescedRefresh();
  // A new array arrives with every refresh: the overlay restarts only when the origins themselves change.
  const origins = frameOrigins.join(' ');
  useEffect(() => {
    let overlay: Disposable | undefined;
    let disconnect: (() => void) | undefined;
    let unmounted = false;
    // Reading one of spec 4.6 (no query parameter: always on in preview) unless the URL asks for reading two.
    const queryParam = new URLSearchParams(window.location.search).has(OVERLAY_TOGGLE_PARAM) ? OVERLAY_TOGGLE_PARAM : '';
    Promise.all([import('@kontent-ai/smart-link'), import('./live-preview')])
      .then(([{ KontentSmartLink }, live]) => {
        if (unmounted) return;
        const unguard = live.guardFrameMessages(origins.split(' '));
        const sdk = KontentSmartLink.initialize({ queryParam, defaultDataAttributes: { environmentId, languageCodename } });
        const stopLive = live.connectLivePreview(sdk, refresh);
        overlay = sdk;
        disconnect = () => {
          stopLive();
          unguard();
        };
      })
      .catch((error: unknown) => {
        // The page stays readable; only the edit buttons and live preview are missing.
        console.error('[preview] the editing overlay could not start:', error);
      });
    return () => {
      unmounted = true;
      disconnect?.();
      overlay?.destroy();
    };
  }, [environmentId, languageCodename, origins, refresh]);
  return null;
}
