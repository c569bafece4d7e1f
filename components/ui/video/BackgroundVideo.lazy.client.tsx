'use client';
/** The background video's island in its own script chunk: only pages with a video hero load it. */
import dynamic from 'next/dynamic';

export const BackgroundVideo = dynamic(() => import('./BackgroundVideo.client').then((m) => m.BackgroundVideo));
