'use client';
/**
 * The consent banner and control load as a chunk of their own, after hydration: a site without
 * analytics never renders them, so its pages carry none of their script (spec 7.4).
 */
import dynamic from 'next/dynamic';

export const ConsentBanner = dynamic(() => import('./Consent.client').then((m) => m.ConsentBanner), { ssr: false });
// Drawn on the server too, so the cookies policy page keeps its height when it hydrates.
export const ConsentControl = dynamic(() => import('./Consent.client').then((m) => m.ConsentControl));
