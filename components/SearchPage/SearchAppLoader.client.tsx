'use client';
/**
 * Loads the search island's code only where it is used: every CMS page can hold any component, so
 * a static import would put it into every content page's scripts. It still renders on the server
 * and hydrates from its own chunk, which holds no search code: that loads when the visitor first
 * reaches for a control (SearchIsland.client.tsx).
 */
import dynamic from 'next/dynamic';

export const SearchAppLoader = dynamic(() => import('./SearchIsland.client').then((module) => module.SearchIsland));
