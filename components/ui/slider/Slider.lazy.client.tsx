'use client';
/** The slider's island in its own script chunk: only pages with an article, news, people or quote slider load it. */
import dynamic from 'next/dynamic';

export const Slider = dynamic(() => import('./Slider.client').then((m) => m.Slider));
