'use client';
/** The gallery strip in its own script chunk: only pages with a gallery load it (issue 8, first-load JS). */
import dynamic from 'next/dynamic';

export const SliderGalleryStrip = dynamic(() => import('./SliderGallery.client').then((m) => m.SliderGalleryStrip));
