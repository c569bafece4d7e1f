'use client';
/** The lightbox in its own script chunk: only pages with a gallery, deck plan or gallery teaser load it, so the others do not carry it in their first-load JS. */
import dynamic from 'next/dynamic';

export const LightboxHost = dynamic(() => import('./LightboxHost.client').then((m) => m.LightboxHost));
