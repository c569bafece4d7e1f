'use client';
/** The video-on-request island in its own script chunk: only pages that draw it load it, so the others do not carry it in their first-load JS. */
import dynamic from 'next/dynamic';

export const VideoOnRequest = dynamic(() => import('./VideoOnRequest.client').then((m) => m.VideoOnRequest));
