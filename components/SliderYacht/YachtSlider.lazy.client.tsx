'use client';
/** The yacht slider's island in its own script chunk: only pages with a yacht slider load it, so the others do not carry it in their first-load JS. */
import dynamic from 'next/dynamic';

export const YachtSlider = dynamic(() => import('./YachtSlider.client').then((m) => m.YachtSlider));
