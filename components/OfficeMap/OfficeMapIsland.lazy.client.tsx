'use client';
/** The office map's island in its own script chunk for the blocks that draw a map: only their pages load it (the footer's explorer loads it as the visitor nears it). */
import dynamic from 'next/dynamic';

export const OfficeMapIsland = dynamic(() => import('./OfficeMapIsland.client').then((m) => m.OfficeMapIsland));
