'use client';
/** The gallery strip in its own script chunk: only pages with a gallery load it, so the others do not carry it in their first-load JS. */
import dynamic from 'next/dynamic';

export const SliderGalleryStrip = dynamic(() => import('./SliderGallery.client').then((m) => m.SliderGalleryStrip));
