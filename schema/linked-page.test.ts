/** One href for a linked page, used by the FAQ widget, shipyards, buttons, authors and article tiles. */
import { describe, expect, it } from 'vitest';
import type { ContentIssue } from './define';
import { item } from './fixtures';
import { localisedPath } from './locale';
import { linkedPageHref, slugHref } from './linked-page';

const slug = (value: string) => ({ url_slug: { type: 'url_slug', name: 'URL slug', value } });
const pages = new Map([
  ['page_about', item('page', 'page_about', slug(' about '))],
  ['page_faq', item('page', 'page_faq', slug('/faq'))],
  ['page_no_slug', item('page', 'page_no_slug', {})],
]);

const context = () => {
  const issues: ContentIssue[] = [];
  const ctx: Parameters<typeof linkedPageHref>[0] = {
    item: { id: 'id-block', name: 'Block', codename: 'block', type: 'faq_widget_component' },
    linkedItem: (codename) => pages.get(codename),
    href: (path) => localisedPath(path, 'es'),
    report: (issue) => issues.push(issue),
  };
  return { ctx, issues };
};

describe('linked page href', () => {
  it('is the slug as a localised path, with or without its leading slash', () => {
    const { ctx, issues } = context();
    expect(linkedPageHref(ctx, 'faq_page', 'page_about', 'the answers open in place')).toBe(localisedPath('/about', 'es'));
    expect(linkedPageHref(ctx, 'faq_page', 'page_faq', 'the answers open in place')).toBe(localisedPath('/faq', 'es'));
    expect(slugHref(ctx, 'faq')).toBe(localisedPath('/faq', 'es'));
    expect(linkedPageHref(ctx, 'page', undefined, 'the link is not shown')).toBeNull();
    expect(issues).toEqual([]);
  });

  it('tells the editor, on the element, when the page is missing or has no slug, and what the visitor gets instead', () => {
    const { ctx, issues } = context();
    expect(linkedPageHref(ctx, 'page', 'page_no_slug', 'the link is not shown')).toBeNull();
    expect(linkedPageHref(ctx, 'page', 'page_gone', 'the link is not shown')).toBeNull();
    expect(issues.map((i) => [i.element, i.problem])).toEqual([
      ['page', "Linked page 'page_no_slug' is missing or has no URL slug; the link is not shown"],
      ['page', "Linked page 'page_gone' is missing or has no URL slug; the link is not shown"],
    ]);
  });
});
