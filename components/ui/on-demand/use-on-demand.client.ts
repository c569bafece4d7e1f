'use client';
/** The hook over on-demand data: nothing is fetched until `request()` is first called. */
import { useCallback, useRef, useState } from 'react';
import { createOnDemand, type CheckerSource } from './on-demand';

const load = createOnDemand((url, init) => fetch(url, init));

export type OnDemand<T> = { data: T | null; failed: boolean; request: () => void };

/** `checker` must keep its identity across renders (a module-level schema or loader). */
export const useOnDemand = <T>(url: string, checker: CheckerSource<T>): OnDemand<T> => {
  const [state, setState] = useState<{ url: string; data: T | null; failed: boolean }>({ url, data: null, failed: false });
  const pending = useRef<string | null>(null);
  const request = useCallback(() => {
    if (pending.current === url) return;
    pending.current = url;
    load(url, checker).then(
      (data) => setState({ url, data, failed: false }),
      (error: unknown) => {
        pending.current = null;
        console.error(`[on-demand] ${error instanceof Error ? error.message : String(error)}`);
        setState({ url, data: null, failed: true });
      },
    );
  }, [url, checker]);
  const current = state.url === url ? state : { data: null, failed: false };
  return { data: current.data, failed: current.failed, request };
};
