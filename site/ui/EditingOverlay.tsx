'use client';
/**
 * The CMS's in-context editing overlay (spec 2.4.8, 4.6, 5.6), for preview pages only. The SDK is
 * loaded on demand, so live pages ship none of it; it reads the smart-link attributes the renderer
 * puts on items and elements, and its own messages (spec 6, 8.7) tell editors what they may not do.
 */
import { useEffect } from 'react';

/** Spec 4.6 reading two: the overlay follows this query parameter when the URL carries it. */
const OVERLAY_TOGGLE_PARAM = 'ksl-enabled';

type Disposable = { destroy(): void };

export function EditingOverlay({ environmentId, languageCodename }: { environmentId: string; languageCodename: string }) {
  useEffect(() => {
    let overlay: Disposable | undefined;
    let unmounted = false;
    // Reading one of spec 4.6 (no query parameter: always on in preview) unless the URL asks for reading two.
    const queryParam = new URLSearchParams(window.location.search).has(OVERLAY_TOGGLE_PARAM) ? OVERLAY_TOGGLE_PARAM : '';
    import('@kontent-ai/smart-link')
      .then(({ KontentSmartLink }) => {
        if (unmounted) return;
        overlay = KontentSmartLink.initialize({ queryParam, defaultDataAttributes: { environmentId, languageCodename } });
      })
      .catch((error: unknown) => {
        // The page stays readable; only the edit buttons are missing.
        console.error('[preview] the editing overlay could not start:', error);
      });
    return () => {
      unmounted = true;
      overlay?.destroy();
    };
  }, [environmentId, languageCodename]);
  return null;
}
