/** Runs a component module the way the renderer does, for tests: parse, then map with a context. */
import type { z } from 'zod';
import { mapItem, type ComponentModule, type ContentIssue } from '../schema/define';
import type { LinkedItems } from '../schema/kontent';
import type { Locale } from '../schema/constants/locale';

export const mapElements = <S extends z.ZodType, P>(
  module: ComponentModule<string, S, P>,
  elements: unknown,
  options: { linkedItems?: LinkedItems; locale?: Locale } = {},
): { props: P; issues: ContentIssue[] } => {
  const item = { id: 'id-under-test', name: 'Item under test', codename: 'item_under_test', type: module.codename };
  const mapped = mapItem(module, elements, { locale: options.locale ?? 'en', item, linkedItems: options.linkedItems ?? {} });
  if (!mapped.ok) throw new Error(`Invalid elements: ${mapped.issues.map((i) => `${i.element}: ${i.problem}`).join('; ')}`);
  return { props: mapped.props, issues: mapped.issues };
};
