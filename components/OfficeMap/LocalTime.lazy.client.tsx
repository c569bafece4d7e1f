'use client';
/** An office's local time in its own script chunk: only pages that draw it load it, so the others do not carry it in their first-load JS. */
import dynamic from 'next/dynamic';

export const LocalTime = dynamic(() => import('./LocalTime.client').then((m) => m.LocalTime));
