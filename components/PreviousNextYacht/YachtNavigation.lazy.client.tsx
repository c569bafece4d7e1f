'use client';
/** The previous/next island in its own script chunk: only yacht pages load it (issue 8, first-load JS). */
import dynamic from 'next/dynamic';

export const YachtNavigation = dynamic(() => import('./YachtNavigation.client').then((m) => m.YachtNavigation));
