import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts, SCRIPT_HASHES_HEADER, scriptHashes, withScriptHashes } from './script-hashes.mjs';

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

  it('adds them to a page entry only', () => {
    const page = { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': 't' } };
    withScriptHashes(page);
    expect(page.headers).toHaveProperty(SCRIPT_HASHES_HEADER);
    const route = { kind: 'APP_ROUTE', body: Buffer.from(''), headers: {} };
    withScriptHashes(route);
    expect(route.headers).not.toHaveProperty(SCRIPT_HASHES_HEADER);
  });
});
