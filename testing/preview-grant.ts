/**
 * Preview access in end-to-end tests. Without PREVIEW_SECRET, `?preview=true` previews (spec 2.3's
 * demo); with it, a browser gets the grant from the preview link that carries the secret, as an
 * editor's Kontent.ai preview URL does (issue 20 §2). Inside a frame the grant is the frame's own
 * (a partitioned cookie): frame `previewLink(path)` rather than granting the top-level page.
 */
import type { Page } from '@playwright/test';
import { toolsEnv } from '../tools/env';

const secret = (): string | undefined => toolsEnv().PREVIEW_SECRET;

/** The preview URL of a path, with the secret when the site has one. */
export const previewLink = (path: string): string => {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('preview', 'true');
  const given = secret();
  if (given !== undefined) url.searchParams.set('secret', given);
  return `${url.pathname}${url.search}`;
};

/** Gives the page's browser context the preview grant (a no-op without PREVIEW_SECRET). */
export const previewGrant = async (page: Page): Promise<void> => {
  if (secret() === undefined) return;
  await page.goto(previewLink('/'));
};
