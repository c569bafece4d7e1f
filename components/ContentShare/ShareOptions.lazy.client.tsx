'use client';
/** The share menus in their own script chunk: only pages with a share block or a yacht hero load them, so the others do not carry them in their first-load JS. */
import dynamic from 'next/dynamic';

export const ShareOptions = dynamic(() => import('./ShareOptions.client').then((m) => m.ShareOptions));
export const SharePopover = dynamic(() => import('./ShareOptions.client').then((m) => m.SharePopover));
