'use client';
/** The hero slider's island in its own script chunk: only pages with a hero slider load it. */
import dynamic from 'next/dynamic';

export const HeroSliderFrame = dynamic(() => import('./HeroSlider.client').then((m) => m.HeroSliderFrame));
