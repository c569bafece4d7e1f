'use client';
/**
 * Loads the compare island as its own chunk: every page shares one bundle of islands, and only
 * the compare page should pay for this one.
 */
import { lazy, Suspense } from 'react';
import type { CompareLinks } from '../../schema/components/compare_component';
import type { Locale } from '../../schema/constants/locale';
import type { CompareLabels } from './labels';

const CompareIsland = lazy(() => import('./Compare.client').then((module) => ({ default: module.CompareIsland })));

export function CompareLoader(props: { locale: Locale; links: CompareLinks; labels: CompareLabels }) {
  return (
    <Suspense
      fallback={
        <p className="py-16 text-center text-body" aria-busy="true" data-compare-loading="">
          {props.labels.loading}
        </p>
      }
    >
      <CompareIsland {...props} />
    </Suspense>
  );
}
