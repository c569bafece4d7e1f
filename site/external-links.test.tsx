/**
 * Spec 2.14: every link that leaves the site opens in a new tab with rel 'nofollow noopener
 * noreferrer', whichever block draws it (share, messaging, map and CMS links alike). Every
 * registered type is rendered from its own fixtures, in both languages, and its links are read.
 */
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { allFixtures } from '../schema/components/all-fixtures';
import { fixtureItem, type ValidFixture } from '../schema/fixtures';
import type { Codename } from '../schema/components';
import { RenderComponents } from '../renderer/render/RenderComponents';
import { lookupIn } from '../renderer/render/registry';
import { siteWith } from '../testing/site-rendering';
import { registry } from './registry';

const site = siteWith(lookupIn(registry));
const LOCALES = ['en', 'es'] as const;

const html = async (codename: Codename, fixture: ValidFixture, locale: (typeof LOCALES)[number]) => {
  const linkedItems = Object.fromEntries((fixture.linked ?? []).map((entry) => [entry.system.codename, entry]));
  const { prelude } = await prerender(<RenderComponents items={[fixtureItem(codename, fixture)]} linkedItems={linkedItems} site={site} locale={locale} page={fixture.page} preview={false} />);
  return new Response(prelude).text();
};

const attribute = (tag: string, name: string): string | null => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The anchors whose href leaves the site, and those of them that do not open as spec 2.14 says. */
const leaving = (markup: string) => {
  const anchors = [...markup.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /^https?:\/\//i.test(attribute(tag, 'href') ?? ''));
  const wrong = anchors.filter((tag) => {
    const rel = new Set((attribute(tag, 'rel') ?? '').split(/\s+/));
    return attribute(tag, 'target') !== '_blank' || !['nofollow', 'noopener', 'noreferrer'].every((token) => rel.has(token));
  });
  return { anchors, wrong };
};

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('links that leave the site (spec 2.14)', () => {
  for (const locale of LOCALES) {
    it(`every block's external links open in a new tab with nofollow noopener noreferrer, ${locale} (spec 2.14)`, async () => {
      const wrong: string[] = [];
      const seen = new Set<string>();
      for (const { codename, valid } of allFixtures()) {
        for (const fixture of valid) {
          const found = leaving(await html(codename, fixture, locale));
          for (const tag of found.anchors) seen.add(new URL(attribute(tag, 'href') ?? '').host);
          wrong.push(...found.wrong.map((tag) => `${codename} '${fixture.name}': ${tag}`));
        }
      }
      // Share, map and messaging links are among those read.
      expect([...seen]).toEqual(expect.arrayContaining(['www.facebook.com', 'www.google.com']));
      expect(wrong).toEqual([]);
    }, 120_000);
  }
});
