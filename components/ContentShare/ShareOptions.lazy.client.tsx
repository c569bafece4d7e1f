'use client';
/** The share menus in their own script chunk: only pages with a share block or a yacht hero load them (issue 8, first-load JS). */
import dynamic from 'next/dynamic';

export const ShareOptions = dynamic(() => import('./ShareOptions.client').then((m) => m.ShareOptions));
export const SharePopover = dynamic(() => import('./ShareOptions.client').then((m) => m.SharePopover));
