'use client';
/** The similar-yachts island in its own script chunk: only pages that draw it load it, so the others do not carry it in their first-load JS. */
import dynamic from 'next/dynamic';

export const SimilarYachts = dynamic(() => import('./SimilarYachts.client').then((m) => m.SimilarYachts));
