'use client';
/** The itinerary builder's loader in its own script chunk: only pages that draw it load it, so the others do not carry it in their first-load JS. */
import dynamic from 'next/dynamic';

export const ItineraryLoader = dynamic(() => import('./ItineraryLoader.client').then((m) => m.ItineraryLoader));
