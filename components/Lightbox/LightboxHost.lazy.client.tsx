'use client';
/** The lightbox in its own script chunk: only pages with a gallery, deck plan or gallery teaser load it (issue 8, first-load JS). */
import dynamic from 'next/dynamic';

export const LightboxHost = dynamic(() => import('./LightboxHost.client').then((m) => m.LightboxHost));
