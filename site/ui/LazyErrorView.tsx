'use client';
/**
 * The error and not-found boundaries are in every page's first-load script; the view they draw
 * loads only when one shows (on the server it renders in the same pass).
 */
import { lazy, Suspense } from 'react';
import type { ErrorViewProps } from './ErrorView';

const View = lazy(() => import('./ErrorView').then((module) => ({ default: module.ErrorView })));

export function LazyErrorView(props: ErrorViewProps) {
  return (
    <Suspense>
      <View {...props} />
    </Suspense>
  );
}
