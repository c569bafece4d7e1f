'use client';
/**
 * Code a page draws only once the visitor reaches for it (a menu's panel, an office's details):
 * nothing loads until `request()` is first called; a failed load is tried again on the next call.
 */
import { useCallback, useRef, useState } from 'react';

/** `load` must keep its identity across renders (a module-level loader). */
export const useCodeOnReach = <T>(load: () => Promise<T>): { code: T | null; request: () => void } => {
  const [code, setCode] = useState<{ value: T } | null>(null);
  const loading = useRef(false);
  const request = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (value) => setCode({ value }),
      () => (loading.current = false),
    );
  }, [load]);
  return { code: code?.value ?? null, request };
};
