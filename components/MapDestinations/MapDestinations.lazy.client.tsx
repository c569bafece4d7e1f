'use client';
/** The destination map's island in its own script chunk: only pages with the block load it, not every page's first-load JS. */
import dynamic from 'next/dynamic';

export const MapDestinationsIsland = dynamic(() => import('./MapDestinations.client').then((m) => m.MapDestinationsIsland));
