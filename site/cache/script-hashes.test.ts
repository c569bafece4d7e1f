import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts, POLICY_HEADER, scriptHashes, withScriptHashes } from './script-hashes.mjs';

const html = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Thing"}</script></head><body>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"a\\u003c/script>b"])</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe("a cached page's inline script hashes", () => {
  it('takes every inline script once, and no script file', () => {
    expect(inlineScripts(html)).toHaveLength(4);
    expect(scriptHashes(html)).toHaveLength(3);
  });

  it('hashes the exact text a browser hashes', () => {
    const text = '(self.__next_f=self.__next_f||[]).push([0])';
    expect(scriptHashes(html)).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it("writes a page entry's final policy, which Next sends with the page: its hashes, no 'unsafe-inline', never framed", () => {
    const page: { kind: string; html: string; headers: Record<string, unknown> } = { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': 't' } };
    withScriptHashes(page, '/route-cache/APP_PAGE/abc/$/pages/live-3100/en/about/');
    expect(Object.keys(page.headers)).toEqual(['x-next-cache-tags', POLICY_HEADER]);
    const policy = String(page.headers[POLICY_HEADER]);
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", ...scriptHashes(html)]);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const route = { kind: 'APP_ROUTE', body: Buffer.from(''), headers: {} };
    withScriptHashes(route, '/route-cache/APP_ROUTE/abc/$/api/menu/');
    expect(route.headers).not.toHaveProperty(POLICY_HEADER);
  });

  it("lets the CMS frame only the live page's copy an editor's link without a grant opens (spec 4.6)", () => {
    const framed = { kind: 'APP_PAGE', html, headers: {} as Record<string, unknown> };
    withScriptHashes(framed, '/route-cache/APP_PAGE/abc/$/pages/framed-3100/en/about/');
    expect(String(framed.headers[POLICY_HEADER])).toMatch(/frame-ancestors 'self' https:\/\/app\.kontent\.ai/);
    const live = { kind: 'APP_PAGE', html, headers: {} as Record<string, unknown> };
    withScriptHashes(live, '/route-cache/APP_PAGE/abc/$/pages/live/en/framed-yachts/');
    expect(String(live.headers[POLICY_HEADER])).toContain("frame-ancestors 'none'");
  });
});
