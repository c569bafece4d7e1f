'use client';
/**
 * Loads the search island's code only where it is used: every CMS page can hold any component, so
 * a static import would put InstantSearch into every content page's scripts. It still renders on
 * the server (first paint with results) and hydrates from its own chunk.
 */
import dynamic from 'next/dynamic';

export const SearchAppLoader = dynamic(() => import('./SearchApp.client').then((module) => module.SearchApp));
