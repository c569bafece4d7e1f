'use client';
/** The jump-to island in its own script chunk: only pages with a jump-to menu load it, so the others do not carry it in their first-load JS. */
import dynamic from 'next/dynamic';

export const JumpToLinks = dynamic(() => import('./JumpToLinks.client').then((m) => m.JumpToLinks));
