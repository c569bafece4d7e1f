'use client';
/** The previous/next island in its own script chunk: only yacht pages load it, so the others do not carry it in their first-load JS. */
import dynamic from 'next/dynamic';

export const YachtNavigation = dynamic(() => import('./YachtNavigation.client').then((m) => m.YachtNavigation));
