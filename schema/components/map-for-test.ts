/** Runs a component module the way the renderer does, for tests: parse, then map with a context. */
import type { z } from 'zod';
import type { ComponentModule, ContentIssue, MapContext } from '../define';
import type { LinkedItems } from '../kontent';
import { localisedPath } from '../links';
import type { Locale } from '../constants/locale';

export const mapElements = <S extends z.ZodType, P>(
  module: ComponentModule<string, S, P>,
  elements: unknown,
  options: { linkedItems?: LinkedItems; locale?: Locale } = {},
): { props: P; issues: ContentIssue[] } => {
  const locale = options.locale ?? 'en';
  const issues: ContentIssue[] = [];
  const ctx: MapContext = {
    locale,
    item: { id: 'id-under-test', name: 'Item under test', codename: 'item_under_test', type: module.codename },
    linkedItem: (codename) => options.linkedItems?.[codename],
    href: (path) => localisedPath(path, locale),
    report: (issue) => issues.push(issue),
  };
  return { props: module.toProps(module.elements.parse(elements), ctx), issues };
};
