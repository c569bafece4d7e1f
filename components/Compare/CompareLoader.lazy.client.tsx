'use client';
/** The compare page's loader in its own script chunk: only pages that draw it load it, so the others do not carry it in their first-load JS. */
import dynamic from 'next/dynamic';

export const CompareLoader = dynamic(() => import('./CompareLoader.client').then((m) => m.CompareLoader));
