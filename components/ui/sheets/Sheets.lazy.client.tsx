'use client';
/**
 * One stylesheet per family of template-specific blocks. A stylesheet a block imported directly would
 * join the stylesheet of every page, since one route draws them all; a lazily loaded module's CSS is
 * linked only where it renders (Next writes the <link> into the server's HTML) and loaded before a
 * page reached by a link shows. Each carrier draws nothing.
 */
import dynamic from 'next/dynamic';

export const YachtSheet = dynamic(() => import('./yacht.sheet'));
export const BuilderSheet = dynamic(() => import('./builder.sheet'));
export const EditorialSheet = dynamic(() => import('./editorial.sheet'));
export const DestinationsSheet = dynamic(() => import('./destinations.sheet'));
export const FaqSheet = dynamic(() => import('./faq.sheet'));
