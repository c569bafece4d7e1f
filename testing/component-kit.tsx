/**
 * What component tests share: props mapped from raw elements by the one mapping core (mapItem), a
 * few linked items (buttons, figures) to point at, and a stand-in for rich text, whose real
 * rendering the renderer's own tests cover.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { expect } from 'vitest';
import { modulesByCodename, type Codename, type PropsOf } from '../schema/components';
import { mapItem, noEdit, type ElementEditor, type PageContext } from '../schema/define';
import { fx, item } from '../schema/fixtures';
import type { ContentItem, LinkedItems } from '../schema/kontent';
import type { RichTextValue } from '../schema/rich-text';
import type { Locale } from '../schema/constants/locale';
import type { Translator } from '../schema/words';
import { translatorFor } from '../site/i18n/translator';

/** The site's words in a locale, as the renderer hands them to components. */
export const wordsIn = (locale: Locale = 'en'): Translator => translatorFor(locale);

const linked = [
  item('button__external___internal_link', 'b_charter', {
    button_text: fx.text('Charter a yacht'),
    link__external: fx.text('/yacht-charter'),
  }),
  item('button__external___internal_link', 'b_sale', {
    button_text: fx.text('Yachts for sale'),
    link__external: fx.text('/yachts-for-sale'),
    theme: fx.choice('secondary'),
  }),
  item('numbers_item', 'n_sold', {
    prefix: fx.text('+'),
    number: fx.number(1200),
    unit: fx.text('yachts'),
    text: fx.text('sold since 1990'),
  }),
  item('numbers_item', 'n_offices', { number: fx.number(16), text: fx.text('offices worldwide') }),
];
const linkedItems: LinkedItems = Object.fromEntries(linked.map((entry) => [entry.system.codename, entry]));

/**
 * A type's props from raw elements, as the renderer maps them (the mapping must report no issue),
 * with the live pages' editor kit (no smart-link attributes) and the words of the item's locale.
 */
export const propsFor = <K extends Codename>(
  codename: K,
  elements: Record<string, unknown>,
  locale: 'en' | 'es' = 'en',
  /** The page the item sits on and the extra items it links to (a yacht page's yacht). */
  on: { page?: PageContext; linked?: readonly ContentItem[] } = {},
): PropsOf<K> & { edit: ElementEditor; t: Translator } => {
  const ref = { id: 'x', name: 'x', codename: 'x', type: codename };
  const items: LinkedItems = { ...linkedItems, ...Object.fromEntries((on.linked ?? []).map((entry) => [entry.system.codename, entry])) };
  const mapped = mapItem(modulesByCodename[codename], elements, { locale, item: ref, linkedItems: items, page: on.page });
  if (!mapped.ok) throw new Error(mapped.issues.map((issue) => `${issue.element}: ${issue.problem}`).join('; '));
  expect(mapped.issues).toEqual([]);
  return { ...mapped.props, edit: noEdit, t: translatorFor(locale) };
};

export const renderRichText = (value: RichTextValue): ReactNode => <div data-rich-text="">{value.html.replace(/<[^>]+>/g, '')}</div>;

/**
 * The HTML the site's server render sends: it waits for lazily loaded islands (next/dynamic), as Next
 * does. React's markers between adjacent texts are dropped, so it reads as renderToStaticMarkup's.
 */
export const renderHtml = async (element: ReactNode): Promise<string> => (await new Response((await prerender(element)).prelude).text()).replaceAll('<!-- -->', '');
